// The browser takes over the server's page: it fetches none of the data the page already holds, and the
// page stays interactive (a filter still searches and shows its results).
import { afterEach, expect, test } from 'vitest';
import { api, baseUrl, openPage, pathOf, q, useBrowser, waitForPath, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

test('a hydrated list page requests no data it holds, and its category tabs still search', async () => {
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(decodeURIComponent(`${url.pathname}${url.search}`));
  });
  await page.goto(`${baseUrl()}/schools?schoolCategory=${q('小學')}`, { waitUntil: 'networkidle' });
  expect(requests).toEqual([]);

  const secondary = await api<SearchResult>(`/api/schools?schoolCategory=${q('中學')}&page=1&limit=9`);
  await page.getByRole('tab', { name: '中學' }).click();
  await waitForPath(page, '/schools?schoolCategory=中學');
  await page.getByText(secondary.schools[0]!.name, { exact: true }).first().waitFor();
  expect(requests).toEqual([`/api/schools?schoolCategory=中學&page=1&limit=9`]);
  expect(pathOf(page)).toBe('/schools?schoolCategory=中學');
  expect(errors).toEqual([]);
});

test('a hydrated school page requests no school data it holds', async () => {
  const { schools } = await api<SearchResult>('/api/schools?limit=1');
  const { page, errors, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname);
  });
  await page.goto(`${baseUrl()}/schools/${schools[0]!.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: schools[0]!.name }).waitFor();
  // The school and the footer's counts came with the page; only the list below the fold asks for more.
  expect(requests.filter((path) => path === `/api/schools/${schools[0]!.id}` || path === '/api/counts')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a hydrated compare page requests none of the schools, medians or dataset titles it holds', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q('小學')}&limit=2`);
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname);
  });
  await page.goto(`${baseUrl()}/compare?schools=${schools.map((s) => s.id).join(',')}`, { waitUntil: 'networkidle' });
  await page.getByRole('table', { name: '小學資料比較' }).waitFor();
  // Only the picker's list of schools to add is the browser's to fetch.
  expect(requests.filter((path) => path !== '/api/schools')).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(errors).toEqual([]);
});
