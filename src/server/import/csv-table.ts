// Strict CSV reading: the header must hold the required columns and every record the header's field count.
import { parse } from 'csv-parse/sync';

export type CsvRecord = Record<string, string>;

export interface CsvOptions {
  /** File name used in error messages. */
  file: string;
  delimiter: ',' | '^' | '\t';
  /** Column names (after header normalisation) that must be present. */
  required: readonly string[];
}

/** Header cells: inner whitespace (newlines in bilingual headers) collapsed to one space, trimmed. */
export function normalizeHeader(cell: string): string {
  return cell.replace(/\s+/g, ' ').trim();
}

export function parseCsvTable(text: string, options: CsvOptions): CsvRecord[] {
  const { file, delimiter, required } = options;
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, skip_empty_lines: true, relax_column_count: false, bom: true }) as string[][];
  } catch (error) {
    throw new Error(`${file}: malformed CSV (${(error as Error).message})`, { cause: error });
  }
  const [headerRow, ...data] = rows;
  if (!headerRow) throw new Error(`${file}: the file is empty`);
  const header = headerRow.map(normalizeHeader);
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Error(`${file}: header lacks required column(s) ${missing.join(', ')}`);
  }
  if (data.length === 0) throw new Error(`${file}: no data rows after the header`);
  return data.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(`${file}: record ${index + 1} has ${cells.length} fields, expected ${header.length}`);
    }
    const record: CsvRecord = {};
    header.forEach((name, i) => {
      if (name !== '' && !(name in record)) record[name] = cells[i] ?? '';
    });
    return record;
  });
}
