// The host's speed as Lighthouse measures it: its benchmark index (BenchmarkIndex, computed in a page of headless
// Chromium by Lighthouse's own function). About 1,000 on a slow host of this machine kind, 3,500 on a fast one; the
// index of one measurement moves by half from minute to minute on a shared host, so it is the median of several,
// with their spread. Printed by `npm test` and the benchmarks, so a reader knows what kind of host a run had.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.ts';

export type HostIndex = { median: number; min: number; max: number; samples: number[] };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `count` measurements of about a second each, in one page. */
export async function measureHostIndex(count = 5): Promise<HostIndex> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const samples: number[] = [];
    for (let i = 0; i < count; i++) samples.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)));
    return { median: Math.round(median(samples)), min: Math.min(...samples), max: Math.max(...samples), samples };
  } finally {
    await browser.close();
  }
}

export const describeHostIndex = (index: HostIndex): string =>
  `${index.median} (median of ${index.samples.length}: ${index.min}–${index.max})`;

// `node bench/host-index.ts [count]`: prints the index as JSON.
if (import.meta.main) {
  console.log(JSON.stringify(await measureHostIndex(Number(process.argv[2] ?? 5))));
}
