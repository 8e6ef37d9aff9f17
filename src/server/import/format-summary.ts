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
  if (summary.earlierSchools > 0) lines.push(`  (${summary.earlierSchools} schools only an earlier school year lists given an id)`);
  lines.push('', `Joins${' '.repeat(36)}matched  missed  rate`);
  const unmatched: string[] = [];
  for (const [source, stats] of Object.entries(summary.joins)) {
    const rate = stats.records ? ((100 * stats.matched) / stats.records).toFixed(1) : '-';
    lines.push(`  ${pad(source, 38)}${padNum(stats.matched, 7)}${padNum(stats.missed, 8)}  ${rate}%`);
    unmatched.push(...stats.unmatched.map((name) => `  ${source}: ${name}`));
  }
  lines.push('', `Not joined (${unmatched.length})`, ...unmatched, '', ...coordinateLines(summary));
  lines.push('', plausibilityLine(summary), '', p1EstimateLine(summary));
  lines.push('', `Time: ${(summary.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}

/** Rows whose LATITUDE/LONGITUDE and HK1980 grid disagree by over 1 km, and the position each school took. */
function coordinateLines({ coordinates }: ImportSummary): string[] {
  const { checked, mismatches } = coordinates;
  const lines = [`Coordinates: ${checked} rows checked against the HK1980 grid, ${mismatches.length} over 1 km apart`];
  for (const m of mismatches) {
    const where = `lat/lon in ${m.latLonDistrict ?? '?'}, grid in ${m.gridDistrict ?? '?'}`;
    const used = m.used === 'grid' ? 'grid position used' : 'lat/lon kept';
    lines.push(`  ${m.schoolNo} ${m.name}: ${(m.distanceM / 1000).toFixed(1)} km (${where}): ${used}`);
  }
  return lines;
}

/** The figures the next import compares against (see plausibility.ts). */
function plausibilityLine({ plausibility: p }: ImportSummary): string {
  const share = (n: number) => (p.schools ? ((100 * n) / p.schools).toFixed(1) : '0.0');
  return `Plausibility: ${p.located} of ${p.schools} schools (${share(p.located)}%) located in Hong Kong; ${p.addressLikeNames} names (${share(p.addressLikeNames)}%) look like addresses`;
}

/** The P1 net estimate's measured accuracy (leave-one-out on this import's primary schools). */
function p1EstimateLine({ p1Estimate: p1 }: ImportSummary): string {
  if (!p1) return 'P1 net estimate: not measured (no net list or no district boundaries)';
  const rate = (100 * p1.accuracy).toFixed(1);
  return `P1 net estimate: ${rate}% right (${p1.correct} of ${p1.tested} primary schools, leave-one-out; ${p1.method})`;
}
