// The 變動 page: schools opened, closed and changed since the earliest year, checked against GET /api/changes;
// its filters as a plain GET form without JavaScript; in English.
import { afterEach, expect, test } from 'vitest';
import type { ChangesResponse } from '../src/shared/change-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, openPage, pathOf, q, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

test('lists the schools that moved, with how far, as the API has them', async () => {
  const moved = await api<ChangesResponse>('/api/changes?change=moved&limit=20');
  expect(moved.total).toBeGreaterThan(5);
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}/changes?change=moved`);
  await page.getByRole('status').filter({ hasText: `共 ${moved.total} 項變動` }).waitFor();
  const entries = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link') });
  expect(await entries.count()).toBe(moved.changes.length);
  const first = moved.changes[0]!;
  const text = await entries.first().innerText();
  expect(text).toContain(first.school.name);
  const field = first.fields.find((change) => change.field === 'moved')!;
  expect(field.field === 'moved' && text.includes(field.to)).toBe(true);
  await entries.first().getByRole('link', { name: first.school.name }).click();
  await expect.poll(() => pathOf(page)).toBe(`/schools/${first.school.id}`);
  expect(errors).toEqual([]);
});

test('the filters are a plain GET form: without JavaScript, closed primary schools', async () => {
  const closed = await api<ChangesResponse>(`/api/changes?change=closed&schoolCategory=${q('小學')}&limit=20`);
  const { page, close } = await openPage(browser(), 'desktop', { javaScriptEnabled: false });
  cleanup = close;
  await page.goto(`${baseUrl()}/changes`);
  await page.getByLabel('變動類別').selectOption('closed');
  await page.getByLabel('學校類別').selectOption('小學');
  await page.getByRole('button', { name: '篩選' }).click();
  await page.waitForURL(/change=closed/);
  expect(pathOf(page)).toBe('/changes?change=closed&schoolCategory=小學&district=');
  expect(await page.getByRole('status').innerText()).toBe(`共 ${closed.total} 項變動`);
  expect(await page.locator('ol').getByText('已停辦', { exact: true }).count()).toBe(Math.min(20, closed.total));
});

test('in English, names and addresses from the Chinese-only lists marked as Chinese; axe clean', async () => {
  const renamed = await api<ChangesResponse>('/api/changes?change=name&limit=20');
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}/en/changes?change=name`);
  await page.getByRole('status').filter({ hasText: `${renamed.total} changes` }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  await expectNoSevereViolations(page, 'phone /en/changes');
  expect(errors).toEqual([]);
});
