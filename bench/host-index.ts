// The host's speed as Lighthouse measures it: its benchmark index (BenchmarkIndex, computed in a page of headless
// Chromium by Lighthouse's own function). About 1,000 on a slow host of this machine kind, 3,500 on a fast one; the
// index of one measurement moves by half from minute to minute on a shared host, so it is the median of several,
// with their spread. Printed by `npm test` and the benchmarks, so a reader knows what kind of host a run had.
import { availableParallelism } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../e2e/browser.ts';

type Samples = { median: number; min: number; max: number; samples: number[] };
/** One page's index measured alone; `allCores`: each page's with one page per core measured at the same time. */
export type HostIndex = Samples & { allCores?: Samples & { pages: number } };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Measurements' median (rounded) and spread. */
export const summarize = (samples: number[]): Samples => ({
  median: Math.round(median(samples)),
  min: Math.min(...samples),
  max: Math.max(...samples),
  samples,
});

const measure = async (page: Page) => Math.round(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex})()`));

/**
 * `count` measurements of about a second each, in one page; then `allCoresRounds` rounds of one measurement in each of
 * one page per core at the same time. The index is one thread's speed, while `npm test` keeps every core busy: on a
 * host whose cores slow each other, each of two pages measured at once read 40–63 % of one alone,
 * and the tests ran as on a host of that lower index (decision record 024).
 */
export async function measureHostIndex(count = 5, allCoresRounds = 0): Promise<HostIndex> {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const samples: number[] = [];
    for (let i = 0; i < count; i++) samples.push(await measure(page));
    const index: HostIndex = summarize(samples);
    if (allCoresRounds > 0) {
      // Each page a context of its own, so a renderer process of its own.
      const pages = [page, ...(await Promise.all(Array.from({ length: availableParallelism() - 1 }, () => browser.newPage())))];
      const atOnce: number[] = [];
      for (let round = 0; round < allCoresRounds; round++) atOnce.push(...(await Promise.all(pages.map(measure))));
      index.allCores = { ...summarize(atOnce), pages: pages.length };
    }
    return index;
  } finally {
    await browser.close();
  }
}

export const describeHostIndex = ({ median, samples, min, max, allCores }: HostIndex): string =>
  `${median} (median of ${samples.length}: ${min}–${max})` +
  (allCores ? `, ${allCores.median} with every core at work (${allCores.pages} pages at once, ${allCores.samples.length} measurements: ${allCores.min}–${allCores.max})` : '');

// `node bench/host-index.ts [count] [rounds with every core]`: prints the index as JSON.
if (import.meta.main) {
  console.log(JSON.stringify(await measureHostIndex(Number(process.argv[2] ?? 5), Number(process.argv[3] ?? 0))));
}
