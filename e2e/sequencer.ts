// The order the browser test files start in, two at a time (vitest.e2e.config.ts). Vitest runs the files that took
// longest last time first; with no record of a last time (a fresh clone, CI) the largest files first. That puts
// routes.test.ts last, a short file that loads every route in every language at both widths (the suite's longest
// file): the other worker then sat idle for its last 82 s (run 67, decision record 024). The files whose size says
// least about their work go first (with a record of durations they are among the longest anyway).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGER_THAN_THEIR_SIZE = ['e2e/routes.test.ts', 'e2e/simplified.test.ts'];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => LONGER_THAN_THEIR_SIZE.findIndex((name) => file.moduleId.endsWith(name));
    const first = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...first, ...sorted.filter((file) => rank(file) < 0)];
  }
}
