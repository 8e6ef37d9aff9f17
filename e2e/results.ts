// The results of /schools read by their structure (the results' section, its status line and the cards' links), so
// that a check holds in either language of the list page.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { groupDigits } from './filter-bar.ts';

export function results(page: Page): Locator {
  return page.locator('section[aria-labelledby="results-heading"]');
}

/** Waits until the results say this total (as a number, in whichever language the list page writes it). */
export async function expectTotal(page: Page, total: number) {
  const number = new RegExp(`(^|\\D)(${total}|${groupDigits(total)})(\\D|$)`);
  await expect.poll(() => results(page).getByRole('status').innerText()).toMatch(number);
}

/** The ids of the schools the results show, in order (from their links). */
export async function resultIds(page: Page): Promise<number[]> {
  const ids = [];
  for (const card of await results(page).getByRole('article').all()) {
    const href = (await card.locator('a[href*="/schools/"]').first().getAttribute('href')) ?? '';
    ids.push(Number(/\/schools\/(\d+)/.exec(href)?.[1]));
  }
  return ids;
}
