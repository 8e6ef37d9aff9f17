// The comparison itself: rows per category, marked differences, medians beside amounts (checked against figures
// computed here from the API), names in view while reading at 360 px, provenance, a shared link that leaves the
// parent's own list alone, the table as CSV, printing. What the page writes is checked in both languages
// (VARIANTS; the names in view at phone width in both); printing and the provenance of mixed categories once (ONCE).
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSevereViolations } from './a11y.ts';
import { CATEGORY_LABELS } from '../src/shared/vocabulary/categories.ts';
import { DISTRICT_LABELS } from '../src/shared/vocabulary/districts.ts';
import { labelOf } from '../src/shared/vocabulary/labels.ts';
import { toCsv } from '../src/shared/export/csv.ts';
import { api, baseUrl, CATEGORY, pathOf, q, uniqueNames, useBrowser, type SearchResult, type SchoolSummary } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { atWidth, nameIn, ONCE, pathFor, say, sharedVariantPage, type Variant, variantName, VARIANTS } from './variants.ts';

const browser = useBrowser();

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
/** A row header's name: its label, then 不同 (differs) when the schools' values differ. */
const rowName = (variant: Variant, label: string) => new RegExp(`^${label.replace(/[()（）]/g, '.')}( ${say(variant, '不同', 'differs')})?$`);

/** The caption of a category's own table. */
function categoryCaption(variant: Variant, category: string): string {
  const label = labelOf(CATEGORY_LABELS, category, variant.locale);
  return say(variant, `${label}資料比較`, `${label} facts compared`);
}

function table(page: Page, name: string) {
  return page.getByRole('table', { name });
}

/** Each category's own rows, [Chinese, English]. */
const ROWS: Record<string, [string, string][]> = {
  [CATEGORY.kindergarten]: [
    ['參加幼稚園教育計劃', 'Kindergarten Education Scheme'],
    ['上課時段', 'Sessions'],
    ['2至3歲幼兒班全年收費（半日）', 'Annual fee, class for ages 2 to 3 (half-day)'],
    ['註冊費（半日班）', 'Registration fee (half-day)'],
    ['註冊費（全日班）', 'Registration fee (whole-day)'],
    ['K1 學位空缺', 'K1 places'],
    ['K2 學位空缺', 'K2 places'],
    ['K3 學位空缺', 'K3 places'],
    ['不要求幼兒班兒童執筆寫字', 'No pen writing asked of K1 children'],
    ['註冊課室數目', 'Registered classrooms'],
  ],
  [CATEGORY.primary]: [
    ['小一學校網', 'P1 school net'],
    ['教學語言', 'Medium of instruction'],
    ['小一班數（本學年）', 'P1 classes (this year)'],
    ['小一班數（上學年）', 'P1 classes (last year)'],
    ['一條龍中學', 'Through-train secondary school'],
    ['直屬中學', 'Feeder secondary school'],
    ['聯繫中學', 'Linked secondary school'],
    ['全年全科測考次數（二至六年級）', 'Tests and exams a year (P2 to P6)'],
    ['全年學費（直資）', 'Annual fee (DSS)'],
  ],
  [CATEGORY.secondary]: [
    ['教學語言', 'Medium of instruction'],
    ['法團校董會', 'Incorporated management committee'],
    ['全年學費（直資）', 'Annual fee (DSS)'],
    ['班數（中一至中六）', 'Classes (S1 to S6)'],
    ['一條龍小學', 'Through-train primary school'],
  ],
};

/** What the tests of a variant share: its pages and the tables' names. */
function inVariant(variant: Variant) {
  return {
    url: (path: string) => `${baseUrl()}${pathFor(variant, path)}`,
    categoryTable: (category: string) => categoryCaption(variant, category),
    basicTable: say(variant, '基本資料比較', 'Basic facts compared'),
    sourcesHeading: say(variant, '資料來源', 'Sources'),
    english: variant.locale === 'en',
  };
}

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const { url, categoryTable, basicTable, sourcesHeading, english } = inVariant(variant);

  test.each(Object.entries(ROWS))('%s: its own rows', async (category, rows) => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(category)}&limit=10`);
    const [a, b] = uniqueNames(schools);
    const { page, errors } = await open();
    await page.goto(`${url('/compare')}?schools=${a!.id},${b!.id}`);
    const own = table(page, categoryTable(category));
    for (const [zh, en] of rows) await own.getByRole('rowheader', { name: rowName(variant, say(variant, zh, en)) }).waitFor();
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('differences are marked, and can be shown alone; medians are the district’s and Hong Kong’s; the sources', async () => {
    const kgs = await allSchools(`schoolCategory=${q(CATEGORY.kindergarten)}`);
    const fee = (s: School) => s.additionalInfo.kgFees?.registrationHalfDay ?? null;
    // Two kindergartens of different districts, the first with a half-day registration fee.
    const a = kgs.find((s) => fee(s) !== null && !s.additionalInfo.kgFees?.asWritten?.registrationHalfDay)!;
    const b = kgs.find((s) => s.district !== a.district && s.name !== a.name)!;
    const fees = (list: School[]) => list.map(fee).filter((n): n is number => n !== null);
    const hongKong = money(median(fees(kgs)));
    /** The medians line of an amount row: each district once, named, then Hong Kong's. */
    const mediansLine = (districts: string[]) => {
      const each = districts.map((d) => `${labelOf(DISTRICT_LABELS, d, variant.locale)} ${money(median(fees(kgs.filter((s) => s.district === d))))}`);
      return say(variant, `地區中位數：${each.join('、')} · 全港 ${hongKong}`, `District median: ${each.join(', ')} · Hong Kong ${hongKong}`);
    };

    const { page } = await open();
    await page.goto(`${url('/compare')}?schools=${a.id},${b.id}`);
    const basic = table(page, basicTable);
    await basic.getByRole('rowheader', { name: say(variant, '地區 不同', 'District differs') }).waitFor();
    const own = table(page, categoryTable(CATEGORY.kindergarten));
    const feeName = rowName(variant, say(variant, '註冊費（半日班）', 'Registration fee (half-day)'));
    const feeRow = own.getByRole('row').filter({ has: page.getByRole('rowheader', { name: feeName }) });
    const mediansOf = (row: typeof feeRow) => row.locator('xpath=following-sibling::tr[1]');
    // The medians come with their own request, after the table: once for the row, not under each school.
    await expect.poll(() => mediansOf(feeRow).innerText()).toBe(mediansLine([a.district, b.district]));
    expect(await feeRow.getByRole('cell').first().innerText()).toBe(money(fee(a)));

    // Three schools of one district: its median once, at phone width too.
    const [c, d] = kgs.filter((s) => s.district === a.district && s.id !== a.id);
    await page.goto(`${url('/compare')}?schools=${a.id},${c!.id},${d!.id}`);
    const sameDistrict = table(page, categoryTable(CATEGORY.kindergarten)).getByRole('row').filter({ has: page.getByRole('rowheader', { name: feeName }) });
    await expect.poll(() => mediansOf(sameDistrict).innerText()).toBe(mediansLine([a.district]));
    expect(await sameDistrict.innerText()).not.toMatch(/中位數|median/);
    await page.goto(`${url('/compare')}?schools=${a.id},${b.id}`);
    await basic.getByRole('rowheader', { name: say(variant, '地區 不同', 'District differs') }).waitFor();

    const before = await page.getByRole('rowheader').count();
    await page.getByRole('checkbox', { name: say(variant, '只顯示不同項目', 'Show only differences') }).check();
    await expect.poll(() => page.getByRole('rowheader').count()).toBeLessThan(before);
    const shown = await page.getByRole('rowheader').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name).toMatch(say(variant, /不同$/, /differs$/));
    await page.getByText(say(variant, /^已隱藏 \d+ 個相同項目$/, /^\d+ identical rows? hidden$/)).first().waitFor();
    // Provenance: each table names its datasets and school years.
    const datasets = await api<{ datasets: { key: string; title: { zh: string; en: string } }[] }>('/api/datasets');
    const profile = datasets.datasets.find((d) => d.key === 'kgProfiles')!;
    const sources = page.getByRole('group').filter({ hasText: sourcesHeading }).last();
    await sources.getByText(sourcesHeading).click();
    await sources.getByText(new RegExp(`^${say(variant, profile.title.zh, profile.title.en)}`)).waitFor();
    await sources.getByText(say(variant, '註冊費（半日班）', 'Registration fee (half-day)')).waitFor();
    await page.getByRole('heading', { name: say(variant, '選擇學校', 'Choose schools') }).waitFor();
    await page.getByRole('button', { name: say(variant, '列印', 'Print') }).waitFor();
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `compare, only differences (${variantName(variant)})`);
  });

  test('a shared link shows its schools without replacing the parent’s list, until asked', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=10`);
    const [mine, b, c] = uniqueNames(schools);
    const { page } = await open();
    const shared = say(variant, '這是別人分享的比較', 'A comparison someone shared');
    await page.goto(url('/contact'));
    await page.evaluate(`localStorage.setItem('compareSchools', '[${mine!.id}]')`);
    await page.goto(`${url('/compare')}?schools=${b!.id},${c!.id}`);
    await page.getByRole('heading', { name: shared }).waitFor();
    await table(page, basicTable).waitFor();
    expect(await page.evaluate("localStorage.getItem('compareSchools')")).toBe(`[${mine!.id}]`);
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    // Removing a school from the view changes the view only.
    await page.getByRole('button', { name: say(variant, `移除：${nameIn(variant, c!)}`, `Remove: ${nameIn(variant, c!)}`) }).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${b!.id}`);
    expect(await page.evaluate("localStorage.getItem('compareSchools')")).toBe(`[${mine!.id}]`);

    await page.getByRole('button', { name: say(variant, '查看我的比較清單', 'See my compare list') }).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${mine!.id}`);
    // The address changes before the page is drawn again: the shared view's heading goes in that render.
    await expect.poll(() => page.getByRole('heading', { name: shared }).count()).toBe(0);

    await page.goto(`${url('/compare')}?schools=${b!.id},${c!.id}`);
    await page.getByRole('button', { name: say(variant, '設為我的比較清單', 'Make this my compare list') }).click();
    await expect.poll(() => page.evaluate("localStorage.getItem('compareSchools')")).toBe(`[${b!.id},${c!.id}]`);
    await expect.poll(() => page.getByRole('heading', { name: shared }).count()).toBe(0);
    await expectNoSevereViolations(page, `compare after keeping a shared link (${variantName(variant)})`);
  });

  test('the table downloads as CSV with Chinese names intact', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=10`);
    const [a, b] = uniqueNames(schools);
    const { page } = await open();
    await page.goto(`${url('/compare')}?schools=${a!.id},${b!.id}`);
    await table(page, categoryTable(CATEGORY.secondary)).waitFor();
    const rowCount = await page.getByRole('rowheader').count();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: say(variant, '下載 CSV', 'Download CSV') }).click()]);
    const text = await readFile((await download.path())!, 'utf8');
    const item = say(variant, '項目', 'Item');
    expect(text.startsWith(`\uFEFF${item},`)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(toCsv([item, nameIn(variant, a!), nameIn(variant, b!)], []).slice(1).trimEnd());
    // A line per row, and one per table caption.
    expect(lines.length).toBe(1 + rowCount + 2);
    expect(lines).toContain(basicTable);
    const district = (school: SchoolSummary) => labelOf(DISTRICT_LABELS, school.district, variant.locale);
    const label = say(variant, '地區', 'District');
    expect(lines.find((line) => line.startsWith(`${label},`))).toBe(`${label},${district(a!)},${district(b!)}`);
  });

});

describe.each(ONCE)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const { url, categoryTable, basicTable, sourcesHeading } = inVariant(variant);

  test('print: the tables, without the site’s header, the picker and the buttons', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=10`);
    const [a, b] = uniqueNames(schools);
    const { page } = await open();
    await page.goto(`${url('/compare')}?schools=${a!.id},${b!.id}`);
    await table(page, categoryTable(CATEGORY.primary)).waitFor();
    const print = say(variant, '列印', 'Print');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: say(variant, '選擇學校', 'Choose schools') }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: print }).isVisible()).toBe(false);
    expect(await table(page, basicTable).isVisible()).toBe(true);
    expect(await table(page, categoryTable(CATEGORY.primary)).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('button', { name: print }).isVisible()).toBe(true);
  });

  test('provenance across categories names each category’s own profile', async () => {
    // The first of a category with a profile.
    const profiled = async (category: string) =>
      (await api<{ schools: (SchoolSummary & { sources?: { profile?: unknown } })[] }>(`/api/schools?schoolCategory=${q(category)}&limit=20`)).schools.find((s) => s.sources?.profile)!;
    const [kindergarten, primary] = [await profiled(CATEGORY.kindergarten), await profiled(CATEGORY.primary)];
    const datasets = await api<{ datasets: { key: string; title: { zh: string; en: string } }[] }>('/api/datasets');
    const titleOf = (key: string) => {
      const { title } = datasets.datasets.find((d) => d.key === key)!;
      return say(variant, title.zh, title.en);
    };
    const { page } = await open();
    await page.goto(`${url('/compare')}?schools=${kindergarten.id},${primary.id}`);
    const sources = page.getByRole('group').filter({ hasText: sourcesHeading });
    await sources.getByText(sourcesHeading).click();
    await sources.getByText(new RegExp(`^${titleOf('kgProfiles')}`)).waitFor();
    await sources.getByText(new RegExp(`^${titleOf('primaryProfiles')}`)).waitFor();
  });
});

describe.each(atWidth('phone'))('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  test('the school names stay in view while reading the last row', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=10`);
    const [a, b, c] = uniqueNames(schools);
    const { page } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/compare')}?schools=${a!.id},${b!.id},${c!.id}`);
    const own = table(page, categoryCaption(variant, CATEGORY.kindergarten));
    const last = own.getByRole('rowheader').last();
    await last.scrollIntoViewIfNeeded();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(await page.evaluate<number>('window.innerWidth'));
    // Headed by the Chinese name in both languages (the English one beneath it on English pages).
    const name = own.getByRole('columnheader', { name: c!.name });
    const box = (await name.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThan(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y).toBeGreaterThan(box.y + box.height);
  });
});
