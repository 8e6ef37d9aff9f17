// A school's page: its changes since the earliest school year, a closed school's notice, and where its facts come
// from, checked against GET /api/changes, /api/schools/:id and /api/datasets.
import { afterEach, expect, test } from 'vitest';
import type { ChangesResponse } from '../src/shared/change-schemas.ts';
import type { DatasetsResponse } from '../src/shared/dataset-schemas.ts';
import type { School } from '../src/shared/schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, openPage, useBrowser } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const firstOf = async (kind: string) => (await api<ChangesResponse>(`/api/changes?change=${kind}&limit=1`)).changes[0]!;

test('a school that moved says so on its page: from where to where, and how far', async () => {
  const moved = await firstOf('moved');
  const field = moved.fields.find((change) => change.field === 'moved')!;
  const { since } = await api<ChangesResponse>('/api/changes?limit=1');
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}/schools/${moved.school.id}`);
  const history = page.getByRole('region', { name: `自 ${since} 學年以來的變動` });
  const text = await history.innerText();
  expect(field.field).toBe('moved');
  if (field.field !== 'moved') return;
  expect(text).toContain(field.from);
  expect(text).toContain(field.to);
  expect(text).toMatch(/遷址（約 [\d.]+ (公里|米)）/);
  expect(errors).toEqual([]);
});

test('a renamed school shows its earlier name', async () => {
  const renamed = await firstOf('name');
  const field = renamed.fields.find((change) => change.field === 'name')!;
  const { page, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  await page.goto(`${baseUrl()}/schools/${renamed.school.id}`);
  const text = await page.locator('section[aria-labelledby="history-heading"]').innerText();
  expect(field.field === 'name' && text.includes(`改名 由 ${field.from} 改為 ${field.to}`)).toBe(true);
});

test('a school that closed keeps its page, which says so, with the sources of its last year', async () => {
  const closed = await firstOf('closed');
  const school = await api<School>(`/api/schools/${closed.school.id}`);
  const { datasets } = await api<DatasetsResponse>('/api/datasets');
  const response = await fetch(`${baseUrl()}/schools/${closed.school.id}`);
  expect(response.status).toBe(200);
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}/schools/${closed.school.id}`);
  await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
  expect(await page.getByRole('note').filter({ hasText: '此校已停辦' }).innerText()).toContain(`最後列於 ${closed.lastListed} 學年`);
  await page.getByText('資料來源', { exact: true }).click();
  const directory = datasets.find((dataset) => dataset.key === school.sources!.directory.dataset)!;
  const sources = page.locator('details').filter({ hasText: '本頁各項資料來自以下官方資料' });
  await expect.poll(() => sources.innerText()).toContain(`${directory.title.zh} · ${closed.lastListed} 學年`);
  await expectNoSevereViolations(page, 'phone closed school');
  expect(errors).toEqual([]);
});
