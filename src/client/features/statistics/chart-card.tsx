// One chart with its heading and the same numbers as a table: screen-reader only until shown.
import { useId, useState, type ReactNode } from 'react';
import { groupDigits } from '../../../shared/display/format.ts';
import { HydrateWhenChanged } from '../../components/hydrate-when-changed.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { statisticsTexts } from './statistics.texts.ts';

export interface ChartTableData {
  columns: readonly string[];
  rows: ReadonlyArray<{ label: string; values: readonly number[] }>;
}

export interface LegendItem {
  name: string;
  color: string;
}

/**
 * The series' names and colours as plain HTML: drawn with the card, before Recharts arrives, and far cheaper
 * than Recharts' own legend. Hidden from screen readers, which get the data table instead.
 */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul aria-hidden="true" className="mb-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-800">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <span className="size-2.5 shrink-0 rounded-sm" style={{ background: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

interface ChartCardProps {
  title: string;
  description?: string;
  table: ChartTableData;
  children: ReactNode;
}

export function ChartCard({ title, description, table, children }: ChartCardProps) {
  const t = useTexts(statisticsTexts);
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-border bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
          className="rounded-md border border-border px-2 py-1 text-sm text-primary hover:bg-primary-light"
        >
          {showTable ? t.hideTable : t.showTable}
        </button>
      </div>
      {/* The drawing is for the eye; the table below carries the same numbers for screen readers. */}
      <div aria-hidden="true" className="mt-3">
        {children}
      </div>
      <div id={tableId} className={showTable ? 'mt-3 overflow-x-auto' : 'sr-only'}>
        {/* Its numbers change with the tab only: React takes it over then (issue 30). */}
        <HydrateWhenChanged>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.tableCaption(title)}</caption>
            <thead>
              <tr className="border-b border-border">
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label} className="border-b border-border last:border-0">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={table.columns[index + 1] ?? index} className="px-2 py-1 tabular-nums">
                      {groupDigits(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </HydrateWhenChanged>
      </div>
    </section>
  );
}
