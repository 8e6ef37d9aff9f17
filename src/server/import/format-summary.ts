// The CLI's final table: rows read, schools per category, joins per source, time.
import type { ImportSummary } from './run-import.ts';

/** Display width: CJK and full-width characters take two columns. */
const displayWidth = (text: string) => [...text].reduce((w, ch) => w + (/[\u1100-\uffef]/.test(ch) ? 2 : 1), 0);
const pad = (text: string | number, width: number) =>
  String(text) + ' '.repeat(Math.max(0, width - displayWidth(String(text))));
const padNum = (value: number, width: number) => String(value).padStart(width);

export function formatSummary(summary: ImportSummary): string {
  const lines: string[] = ['', 'Rows read'];
  for (const [file, rows] of Object.entries(summary.rowsRead)) lines.push(`  ${pad(file, 40)}${padNum(rows, 7)}`);
  lines.push('', 'Schools written');
  let total = 0;
  for (const [category, n] of Object.entries(summary.entries)) {
    lines.push(`  ${pad(category, 40)}${padNum(n, 7)}`);
    total += n;
  }
  lines.push(`  ${pad('total', 40)}${padNum(total, 7)}`);
  const w = summary.written;
  lines.push(`  (inserted ${w.inserted}, updated ${w.updated}, unchanged ${w.unchanged}, left the source ${w.left})`);
  lines.push('', `Joins${' '.repeat(36)}matched  missed  rate`);
  const unmatched: string[] = [];
  for (const [source, stats] of Object.entries(summary.joins)) {
    const rate = stats.records ? ((100 * stats.matched) / stats.records).toFixed(1) : '-';
    lines.push(`  ${pad(source, 38)}${padNum(stats.matched, 7)}${padNum(stats.missed, 8)}  ${rate}%`);
    unmatched.push(...stats.unmatched.map((name) => `  ${source}: ${name}`));
  }
  lines.push('', `Not joined (${unmatched.length})`, ...unmatched, '', `Time: ${(summary.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
