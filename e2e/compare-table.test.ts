// The comparison itself: rows per category, marked differences, medians beside amounts (checked against figures
// computed here from the API), names in view while reading at 360 px, provenance, a shared link that leaves the
// parent's own list alone, the table as CSV, and the English page.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, CATEGORY, DEVICES, openPage, pathOf, q, uniqueNames, useBrowser, type SearchResult, type SchoolSummary } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

type KgFees = { registrationHalfDay: number | null; asWritten?: { registrationHalfDay: unknown } | null };
type School = SchoolSummary & { district: string; additionalInfo: { kgFees?: KgFees | null } };

/** Every school of a search, page by page. */
async function allSchools(query: string): Promise<School[]> {
  const schools: School[] = [];
  for (let page = 1; ; page++) {
    const result = await api<SearchResult & { schools: School[] }>(`/api/schools?${query}&limit=100&page=${page}`);
    schools.push(...result.schools);
    if (page >= result.totalPages) return schools;
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const money = (n: number | null) => (n === null ? '-' : `HK$${Math.round(n).toLocaleString('en-US')}`);
/** A row header's name: its label, then 不同 when the schools' values differ. */
const rowName = (label: string) => new RegExp(`^${label.replace(/[()（）]/g, '.')}( 不同)?$`);

function table(page: Page, name: string) {
  return page.getByRole('table', { name });
}

const ROWS = {
  [CATEGORY.kindergarten]: ['參加幼稚園教育計劃', '上課時段', '2至3歲幼兒班全年收費（半日）', '註冊費（半日班）', '註冊費（全日班）', 'K1 學位空缺', 'K2 學位空缺', 'K3 學位空缺', '不要求幼兒班兒童執筆寫字', '註冊課室數目'],
  [CATEGORY.primary]: ['小一學校網', '教學語言', '小一班數（本學年）', '小一班數（上學年）', '一條龍中學', '直屬中學', '聯繫中學', '全年全科測考次數（二至六年級）', '全年學費（直資）'],
  [CATEGORY.secondary]: ['教學語言', '法團校董會', '全年學費（直資）', '班數（中一至中六）', '一條龍小學'],
};

describe.each(DEVICES)('%s', (device) => {
  test.each(Object.entries(ROWS))('%s: its own rows', async (category, rows) => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(category)}&limit=10`);
    const [a, b] = uniqueNames(schools);
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare?schools=${a!.id},${b!.id}`);
    const own = table(page, `${category}資料比較`);
    for (const row of rows) await own.getByRole('rowheader', { name: rowName(row) }).waitFor();
    expect(errors).toEqual([]);
  });

  test('differences are marked, and can be shown alone; medians are the district’s and Hong Kong’s', async () => {
    const kgs = await allSchools(`schoolCategory=${q(CATEGORY.kindergarten)}`);
    const fee = (s: School) => s.additionalInfo.kgFees?.registrationHalfDay ?? null;
    // Two kindergartens of different districts, the first with a half-day registration fee.
    const a = kgs.find((s) => fee(s) !== null && !s.additionalInfo.kgFees?.asWritten?.registrationHalfDay)!;
    const b = kgs.find((s) => s.district !== a.district && s.name !== a.name)!;
    const fees = (list: School[]) => list.map(fee).filter((n): n is number => n !== null);
    const expected = `地區中位數 ${money(median(fees(kgs.filter((s) => s.district === a.district))))} · 全港 ${money(median(fees(kgs)))}`;

    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare?schools=${a.id},${b.id}`);
    const basic = table(page, '基本資料比較');
    await basic.getByRole('rowheader', { name: '地區 不同' }).waitFor();
    const own = table(page, `${CATEGORY.kindergarten}資料比較`);
    const feeRow = own.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rowName('註冊費（半日班）') }) });
    // The medians come with their own request, after the table.
    await expect.poll(async () => (await feeRow.getByRole('cell').first().innerText()).split('\n')).toEqual([money(fee(a)), expected]);

    const before = await page.getByRole('rowheader').count();
    await page.getByRole('checkbox', { name: '只顯示不同項目' }).check();
    await expect.poll(() => page.getByRole('rowheader').count()).toBeLessThan(before);
    const shown = await page.getByRole('rowheader').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name).toMatch(/不同$/);
    await page.getByText(/^已隱藏 \d+ 個相同項目$/).first().waitFor();
    await expectNoSevereViolations(page, `compare, only differences (${device})`);
  });

  test('provenance: each table names its datasets and school years', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=10`);
    const [a, b] = uniqueNames(schools);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare?schools=${a!.id},${b!.id}`);
    const datasets = await api<{ datasets: { key: string; title: { zh: string } }[] }>('/api/datasets');
    const profile = datasets.datasets.find((d) => d.key === 'kgProfiles')!;
    const own = page.getByRole('group').filter({ hasText: '資料來源' }).last();
    await own.getByText('資料來源').click();
    await own.getByText(new RegExp(`^${profile.title.zh}`)).waitFor();
    await own.getByText(/註冊費（半日班）/).waitFor();
  });

  test('a shared link shows its schools without replacing the parent’s list, until asked', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=10`);
    const [mine, b, c] = uniqueNames(schools);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    await page.evaluate(`localStorage.setItem('compareSchools', '[${mine!.id}]')`);
    await page.goto(`${baseUrl()}/compare?schools=${b!.id},${c!.id}`);
    await page.getByRole('heading', { name: '這是別人分享的比較' }).waitFor();
    await table(page, '基本資料比較').waitFor();
    expect(await page.evaluate("localStorage.getItem('compareSchools')")).toBe(`[${mine!.id}]`);
    // Removing a school from the view changes the view only.
    await page.getByRole('button', { name: `移除：${c!.name}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${b!.id}`);
    expect(await page.evaluate("localStorage.getItem('compareSchools')")).toBe(`[${mine!.id}]`);

    await page.getByRole('button', { name: '查看我的比較清單' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${mine!.id}`);
    expect(await page.getByRole('heading', { name: '這是別人分享的比較' }).count()).toBe(0);

    await page.goto(`${baseUrl()}/compare?schools=${b!.id},${c!.id}`);
    await page.getByRole('button', { name: '設為我的比較清單' }).click();
    await expect.poll(() => page.evaluate("localStorage.getItem('compareSchools')")).toBe(`[${b!.id},${c!.id}]`);
    expect(await page.getByRole('heading', { name: '這是別人分享的比較' }).count()).toBe(0);
    await expectNoSevereViolations(page, `compare after keeping a shared link (${device})`);
  });

  test('the table downloads as CSV with Chinese intact', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=10`);
    const [a, b] = uniqueNames(schools);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare?schools=${a!.id},${b!.id}`);
    await table(page, `${CATEGORY.secondary}資料比較`).waitFor();
    const rowCount = await page.getByRole('rowheader').count();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下載 CSV' }).click()]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF項目,')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(`項目,${a!.name},${b!.name}`);
    // A line per row, and one per table caption.
    expect(lines.length).toBe(1 + rowCount + 2);
    expect(lines).toContain('基本資料比較');
    expect(lines.find((line) => line.startsWith('地區,'))).toBe(`地區,${a!.district},${b!.district}`);
  });
});

test('phone: the school names stay in view while reading the last row', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=10`);
  const [a, b, c] = uniqueNames(schools);
  const { page, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}/compare?schools=${a!.id},${b!.id},${c!.id}`);
  const own = table(page, `${CATEGORY.kindergarten}資料比較`);
  const last = own.getByRole('rowheader').last();
  await last.scrollIntoViewIfNeeded();
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(await page.evaluate<number>('window.innerWidth'));
  const name = own.getByRole('columnheader', { name: c!.name });
  const box = (await name.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThan(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.y).toBeGreaterThan(box.y + box.height);
});

test('English: labels, values and captions in English, Chinese-only data marked', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=10`);
  const [a, b] = uniqueNames(schools);
  const { page, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  await page.goto(`${baseUrl()}/en/compare?schools=${a!.id},${b!.id}`);
  const own = table(page, 'Primary facts compared');
  await own.getByRole('rowheader', { name: /^P1 classes \(this year\)( differs)?$/ }).waitFor();
  await table(page, 'Basic facts compared').getByRole('rowheader', { name: /^District( differs)?$/ }).waitFor();
  await page.getByRole('heading', { name: 'Compare schools' }).waitFor();
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  await expectNoSevereViolations(page, 'compare in English');
});

test('print: the tables, without the site’s header, the picker and the buttons', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=10`);
  const [a, b] = uniqueNames(schools);
  const { page, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  await page.goto(`${baseUrl()}/compare?schools=${a!.id},${b!.id}`);
  await table(page, `${CATEGORY.primary}資料比較`).waitFor();
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  expect(await page.getByRole('heading', { name: '選擇學校' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: '列印' }).isVisible()).toBe(false);
  expect(await table(page, '基本資料比較').isVisible()).toBe(true);
  expect(await table(page, `${CATEGORY.primary}資料比較`).isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  expect(await page.getByRole('button', { name: '列印' }).isVisible()).toBe(true);
});

test('provenance across categories names each category’s own profile', async () => {
  // The first of a category with a profile.
  const profiled = async (category: string) =>
    (await api<{ schools: (SchoolSummary & { sources?: { profile?: unknown } })[] }>(`/api/schools?schoolCategory=${q(category)}&limit=20`)).schools.find((s) => s.sources?.profile)!;
  const [kindergarten, primary] = [await profiled(CATEGORY.kindergarten), await profiled(CATEGORY.primary)];
  const datasets = await api<{ datasets: { key: string; title: { zh: string } }[] }>('/api/datasets');
  const titleOf = (key: string) => datasets.datasets.find((d) => d.key === key)!.title.zh;
  const { page, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  await page.goto(`${baseUrl()}/compare?schools=${kindergarten.id},${primary.id}`);
  const sources = page.getByRole('group').filter({ hasText: '資料來源' });
  await sources.getByText('資料來源').click();
  await sources.getByText(new RegExp(`^${titleOf('kgProfiles')}`)).waitFor();
  await sources.getByText(new RegExp(`^${titleOf('primaryProfiles')}`)).waitFor();
});
