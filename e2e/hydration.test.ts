// The browser takes over the server's page: it fetches none of the data the page already holds, and the
// page stays interactive (a filter still searches and shows its results); in both languages.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CATEGORY_LABELS } from '../src/shared/vocabulary/categories.ts';
import { labelOf } from '../src/shared/vocabulary/labels.ts';
import { api, baseUrl, CATEGORY, pathOf, q, settle, useBrowser, waitForPath, type SearchResult } from './browser.ts';
import { nameIn, openVariant, pathFor, say, VARIANTS } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(VARIANTS)('$device $locale', (variant) => {
  const url = (path: string) => `${baseUrl()}${pathFor(variant, path)}`;

  /** API requests the page makes from now on (path and decoded search). */
  function apiRequests(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (address.pathname.startsWith('/api/')) requests.push(decodeURIComponent(`${address.pathname}${address.search}`));
    });
    return requests;
  }

  test('a hydrated list page requests no data it holds, and its category tabs still search', async () => {
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    const requests = apiRequests(page);
    await page.goto(`${url('/schools')}?schoolCategory=${q(CATEGORY.primary)}`);
    await settle(page);
    expect(requests).toEqual([]);

    const secondary = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&page=1&limit=9`);
    await page.getByRole('tab', { name: labelOf(CATEGORY_LABELS, CATEGORY.secondary, variant.locale) }).click();
    await waitForPath(page, `${pathFor(variant, '/schools')}?schoolCategory=中學`);
    await page.getByText(nameIn(variant, secondary.schools[0]!), { exact: true }).first().waitFor();
    expect(requests).toEqual([`/api/schools?schoolCategory=中學&page=1&limit=9`]);
    expect(pathOf(page)).toBe(`${pathFor(variant, '/schools')}?schoolCategory=中學`);
    expect(errors).toEqual([]);
  });

  test('a hydrated school page requests no school data it holds', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    const requests = apiRequests(page);
    await page.goto(url(`/schools/${school.id}`));
    await settle(page);
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    // The school and the footer's counts came with the page; only the list below the fold asks for more.
    expect(requests.filter((request) => request === `/api/schools/${school.id}` || request === '/api/counts')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a hydrated compare page requests none of the schools, medians or dataset titles it holds', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=2`);
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    const requests = apiRequests(page);
    await page.goto(`${url('/compare')}?schools=${schools.map((s) => s.id).join(',')}`);
    await settle(page);
    const primary = labelOf(CATEGORY_LABELS, CATEGORY.primary, variant.locale);
    await page.getByRole('table', { name: say(variant, `${primary}資料比較`, `${primary} facts compared`) }).waitFor();
    // Only the picker's lists of schools to add (the search's, and the similar schools of those chosen) are the
    // browser's to fetch.
    const picker = (path: string) => path === '/api/schools' || /^\/api\/schools\/\d+\/similar$/.test(path);
    expect(requests.map((request) => new URL(request, 'http://x').pathname).filter((path) => !picker(path))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
