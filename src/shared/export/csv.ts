// CSV for spreadsheets (RFC 4180): comma-separated, CRLF, quoted where needed, with a UTF-8 byte-order mark so
// that Excel reads Chinese as Chinese.
export type Cell = string | number | null | undefined;

const BOM = '\uFEFF';

/** A cell a spreadsheet would read as a formula (=, +, -, @ not followed by a number) is kept as text. */
function safeCell(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell);
  const formula = /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d[\d\s.,]*$/.test(text);
  const value = formula ? `'${text}` : text;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(safeCell).join(',')).join('\r\n')}\r\n`;
}
