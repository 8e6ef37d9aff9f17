// The comparison as a spreadsheet: one row per fact (tables one after another), one column per school, in the
// page's language (a school's column named as the page names it); the same rows and values as the page.
import type { CompareRow, RowContext } from '../../../shared/compare/compare-rows.ts';
import { toCsv } from '../../../shared/export/csv.ts';
import type { School } from '../../../shared/schemas.ts';
import { schoolLabel } from '../../lib/school-label.ts';

type Table = { caption: string; rows: readonly CompareRow[] };

export function compareCsv(tables: readonly Table[], schools: readonly School[], context: RowContext, itemHeader: string): string {
  const header = [itemHeader, ...schools.map((school) => schoolLabel(school, context.locale))];
  const rows = tables.flatMap((table) => [[table.caption], ...table.rows.map((row) => [row.label(context), ...schools.map((school) => row.value(school, context))])]);
  return toCsv(header, rows);
}
