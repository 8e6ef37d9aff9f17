// The summary at the end of `npm test` (scripts/validate.sh): each suite's passed, failed and skipped tests and its
// duration, from the JSON report Vitest writes (its file's time is when the suite ended), the checks before them,
// and the host's benchmark index before and after, so a reader knows what kind of host the run had; then each test
// that failed, named with the line of its file where it failed and the first line of its error, so that the end of
// the output (all a CI log may keep) says what failed and where.
// Usage: node scripts/test-summary.ts <report folder>, a folder holding
//   started (the run's start, epoch ms), checks.json ({ seconds }),
//   host-before.json and host-after.json (bench/host-index.ts), and for each suite <name>.start (epoch ms) and
//   <name>.json (Vitest's JSON report; missing when the suite did not get to write it).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeHostIndex, type HostIndex } from '../bench/host-index.ts';

type AssertionResult = { fullName: string; status: string; failureMessages: string[] };
type FileResult = { name: string; status: string; message: string; assertionResults: AssertionResult[] };
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: FileResult[];
};
type Counts = { passed: number; failed: number; skipped: number };

export const SUITES = [
  { name: 'unit', title: 'Unit tests' },
  { name: 'api', title: 'API tests' },
  { name: 'e2e', title: 'Browser tests' },
] as const;

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

function read<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

export function counts(report: VitestReport): Counts {
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/** The first line of an error message, without its terminal colours, cut to a line's length. */
function firstLine(message: string): string {
  // eslint-disable-next-line no-control-regex
  const line = message.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** The file with its line the error's stack names last, the test's own step (`e2e/a.test.ts:97`), or the file alone. */
function lineIn(file: string, name: string, message: string): string {
  const line = message.split(`${file}:`).slice(1).map((after) => /^\d+/.exec(after)?.[0]).filter(Boolean).at(-1);
  return line ? `${name}:${line}` : name;
}

/** A line for each failed test (file › test: error), and for each file that failed outside its tests (a hook, an import). */
export function failures(report: VitestReport, root: string): string[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [`✗ ${lineIn(file.name, name, file.message)}: ${firstLine(file.message)}`] : [];
    return failed.map((test) => {
      const message = test.failureMessages[0] ?? '';
      return `✗ ${lineIn(file.name, name, message)} › ${test.fullName}: ${firstLine(message)}`;
    });
  });
}

export const describeCounts = ({ passed, failed, skipped }: Counts): string => `${passed} passed, ${failed} failed, ${skipped} skipped`;

export function summary(folder: string, now = Date.now(), root = process.cwd()): string[] {
  const at = (name: string) => path.join(folder, name);
  const host = (name: string) => {
    const index = read<HostIndex>(at(name));
    return index ? describeHostIndex(index) : 'not measured';
  };
  const lines = [
    `Host benchmark index (Lighthouse's BenchmarkIndex; about 1,100 on a slow host, 3,500 on a fast one): ${host('host-before.json')} before the tests, ${host('host-after.json')} after`,
  ];
  const checks = read<{ seconds: number }>(at('checks.json'));
  if (checks) lines.push(`Lint, typecheck and build: ${checks.seconds} s`);
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const failed: string[] = [];
  for (const suite of SUITES) {
    const reportFile = at(`${suite.name}.json`);
    const report = read<VitestReport>(reportFile);
    if (!report) {
      lines.push(`${suite.title}: no report (the suite stopped before its tests ended), counted as 1 failed`);
      total.failed += 1;
      continue;
    }
    const started = Number(readFileSync(at(`${suite.name}.start`), 'utf8'));
    const suiteCounts = counts(report);
    lines.push(`${suite.title}: ${describeCounts(suiteCounts)} in ${seconds(statSync(reportFile).mtimeMs - started)}`);
    total.passed += suiteCounts.passed;
    total.failed += suiteCounts.failed;
    total.skipped += suiteCounts.skipped;
    failed.push(...failures(report, root));
  }
  lines.push(`npm test: ${seconds(now - Number(readFileSync(at('started'), 'utf8')))} in all`);
  if (failed.length > 0) lines.push(`Failed (${failed.length}):`, ...failed);
  // The plain closing line CI reads: 'N passed, N failed, N skipped' alone on a line, one word and a colon before it.
  lines.push(`Total: ${describeCounts(total)}`);
  return lines;
}

if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: node scripts/test-summary.ts <report folder>');
  console.log(['', '── Summary ──', ...summary(folder)].join('\n'));
}
