// The summary at the end of `npm test` (scripts/test-summary.ts): counts per suite, and each failure named with the
// first line of its error, before the closing Total line that CI reads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { summary } from '../scripts/test-summary.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

const passed = (fullName: string) => ({ fullName, status: 'passed', failureMessages: [] });
const report = (testResults: unknown[], counts: { passed: number; failed: number; skipped: number }) => ({
  numPassedTests: counts.passed,
  numFailedTests: counts.failed,
  numPendingTests: counts.skipped,
  numTodoTests: 0,
  testResults,
});

test('names each failed test and each file that failed outside its tests, before the closing Total line', () => {
  folder = mkdtempSync(path.join(tmpdir(), 'summary-'));
  const root = '/clone';
  const write = (name: string, value: unknown) => writeFileSync(path.join(folder!, name), typeof value === 'string' ? value : JSON.stringify(value));
  write('started', '1000');
  write('checks.json', { seconds: 42 });
  write('host-before.json', { median: 1500, min: 1200, max: 1600, samples: [1200, 1500, 1600] });
  const allCores = { median: 700, min: 650, max: 750, samples: [650, 750], pages: 2 };
  write('host-after.json', { median: 1400, min: 1400, max: 1400, samples: [1400], allCores });
  for (const suite of ['unit', 'api', 'e2e']) write(`${suite}.start`, '2000');
  write('unit.json', report([{ name: '/clone/src/a.test.ts', status: 'passed', message: '', assertionResults: [passed('a works')] }], { passed: 1, failed: 0, skipped: 0 }));
  write(
    'api.json',
    report(
      [{ name: '/clone/tests/setup.test.ts', status: 'failed', message: 'Hook timed out in 300000ms\n    at beforeAll', assertionResults: [] }],
      { passed: 0, failed: 0, skipped: 2 },
    ),
  );
  write(
    'e2e.json',
    report(
      [
        {
          name: '/clone/e2e/similar.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            passed('phone zh-HK lists'),
            { fullName: 'desktop en › the compare picker', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 5 to be 6\u001b[39m\n    at /clone/e2e/browser.ts:12:5\n    at helper (/clone/e2e/similar.test.ts:31:7)\n    at /clone/e2e/similar.test.ts:80:11\n    at async file:///clone/node_modules/@vitest/runner/dist/index.js:1:2'] },
          ],
        },
      ],
      { passed: 1, failed: 1, skipped: 0 },
    ),
  );

  const lines = summary(folder, 9000, root);
  expect(lines[0]).toMatch(
    /: 1500 \(median of 3: 1200–1600\) before the tests, 1400 \(median of 1: 1400–1400\), 700 with every core at work \(2 pages at once, 2 measurements: 650–750\) after$/,
  );
  expect(lines).toContain('Lint, typecheck and build: 42 s');
  expect(lines.find((line) => line.startsWith('Unit tests'))).toMatch(/^Unit tests: 1 passed, 0 failed, 0 skipped in \d+ s$/);
  expect(lines.slice(-4)).toEqual([
    'Failed (2):',
    '✗ tests/setup.test.ts: Hook timed out in 300000ms',
    '✗ e2e/similar.test.ts:80 › desktop en › the compare picker: AssertionError: expected 5 to be 6',
    'Total: 2 passed, 1 failed, 2 skipped',
  ]);
});

test('says nothing of failures when every test passed', () => {
  folder = mkdtempSync(path.join(tmpdir(), 'summary-'));
  writeFileSync(path.join(folder, 'started'), '1000');
  for (const suite of ['unit', 'api', 'e2e']) {
    writeFileSync(path.join(folder, `${suite}.start`), '2000');
    writeFileSync(
      path.join(folder, `${suite}.json`),
      JSON.stringify(report([{ name: `/clone/${suite}.test.ts`, status: 'passed', message: '', assertionResults: [passed('works')] }], { passed: 1, failed: 0, skipped: 0 })),
    );
  }
  const lines = summary(folder, 9000, '/clone');
  expect(lines.some((line) => line.startsWith('Failed'))).toBe(false);
  expect(lines.at(-1)).toBe('Total: 3 passed, 0 failed, 0 skipped');
});
