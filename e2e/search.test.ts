// The search page: the URL is the filter state (replaced, defaults left out), tabs, clear, both pagers, empty states
// and a malformed page number. Filters other than the name are set in the sheet (filter-bar.ts). The behaviour runs
// once (ONCE, variants.ts); what the page writes runs in both languages (VARIANTS): the pagers, the table, the empty
// states and the "updating" line, with the results' names in the page's language (the filters' words are checked in
// filters.test.ts). The tests of a block load their pages in one page of their variant (sharedVariantPage): none
// stores anything.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { School } from '../src/shared/schemas.ts';
import { api, baseUrl, CATEGORY, pathOf, q, useBrowser } from './browser.ts';
import { expectEnglish } from './english.ts';
import { activeCount, applySheet, chipTexts, choicesOf, openSheet, setChoices } from './filter-bar.ts';
import { ONCE, pathFor, say, sharedVariantPage, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();

const NO_MATCH = 'zzqx不存在的學校';

type SearchResult = { schools: School[]; total: number; page: number; totalPages: number };

const CATEGORY_EN = { [CATEGORY.kindergarten]: 'Kindergarten', [CATEGORY.primary]: 'Primary', [CATEGORY.secondary]: 'Secondary' };

/** What the tests of a variant share: its addresses and the list page's words. */
function inVariant(variant: Variant) {
  /** The search page's address in the variant's language, with a decoded search as pathOf gives it. */
  const at = (search = '') => `${pathFor(variant, '/schools')}${search ? `?${search}` : ''}`;
  /** A school as the results name it: its English name on English pages where it has one. */
  const shown = (school: School) => say(variant, school.name, school.englishName?.trim() || school.name);
  const tab = (category: keyof typeof CATEGORY_EN) => say(variant, category, CATEGORY_EN[category]);
  const pageOf = (n: number, total: number) => say(variant, `第 ${n} 頁，共 ${total} 頁`, `Page ${n} of ${total}`);
  const results = (page: Page) => page.getByRole('region', { name: say(variant, '搜尋結果', 'Results') });
  const pager = (page: Page) => page.getByRole('navigation', { name: say(variant, '分頁', 'Pages') });
  const nameBox = (page: Page) => page.getByRole('search').getByRole('searchbox');
  /** Waits for the results line to show this total (the query for the current URL has answered). */
  async function expectTotal(page: Page, total: number) {
    await results(page).getByText(say(variant, `共找到 ${total} 間學校`, total === 1 ? '1 school found' : `${total} schools found`), { exact: true }).waitFor();
  }
  return { at, shown, tab, pageOf, results, pager, nameBox, expectTotal };
}

describe.each(ONCE)('$device $locale', (variant) => {
  const { at, shown, tab, pageOf, results, pager, nameBox, expectTotal } = inVariant(variant);
  const open = sharedVariantPage(browser, variant);

  test('filters go into the URL by replacement; "all" is left out', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/')}`);
    await page.getByRole('link', { name: say(variant, '搜尋學校', 'Search schools'), exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(at());
    const historyLength = await page.evaluate<number>('history.length');

    const shatin = await api<SearchResult>(`/api/schools?district=${q('沙田區')}&limit=9`);
    let sheet = await openSheet(page, variant);
    await setChoices(sheet, say(variant, '地區', 'District'), { [say(variant, '沙田區', 'Sha Tin')]: true });
    await applySheet(sheet, shatin.total, variant);
    await expect.poll(() => pathOf(page)).toBe(at('district=沙田區'));
    await expectTotal(page, shatin.total);

    const catholicGirls = await api<SearchResult>(`/api/schools?district=${q('沙田區')}&religiousAffiliation=${q('天主教')}&gender=${q('女')}&limit=9`);
    sheet = await openSheet(page, variant);
    await sheet.getByRole('combobox', { name: say(variant, '宗教', 'Religion') }).selectOption('天主教');
    await sheet.getByRole('combobox', { name: say(variant, '學生性別', 'Student gender') }).selectOption({ label: say(variant, '女校', 'Girls') });
    await applySheet(sheet, catholicGirls.total, variant);
    await expect.poll(() => pathOf(page)).toBe(at('district=沙田區&religiousAffiliation=天主教&gender=女'));
    await expectTotal(page, catholicGirls.total);
    await expect.poll(() => chipTexts(page, variant)).toEqual(say(variant, ['沙田區', '宗教：天主教', '學生性別：女校'], ['Sha Tin', 'Religion: Catholicism', 'Student gender: Girls']));
    await expectEnglish(page, variant);

    // Every district again (no box ticked) and religion back to 不限: both leave the address.
    const filtered = await api<SearchResult>(`/api/schools?gender=${q('女')}&limit=9`);
    sheet = await openSheet(page, variant);
    await setChoices(sheet, say(variant, '地區', 'District'), { [say(variant, '沙田區', 'Sha Tin')]: false });
    await sheet.getByRole('combobox', { name: say(variant, '宗教', 'Religion') }).selectOption({ label: say(variant, '不限', 'Any') });
    await applySheet(sheet, filtered.total, variant);
    await expect.poll(() => pathOf(page)).toBe(at('gender=女'));
    await expectTotal(page, filtered.total);

    // Replaced, not pushed: same history length, and Back leaves the search page.
    expect(await page.evaluate<number>('history.length')).toBe(historyLength);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/'));
    expect(errors).toEqual([]);
  });

  test('Enter in the name box searches', async () => {
    const { page } = await open();
    const name = '聖保羅';
    const expected = await api<SearchResult>(`/api/schools?name=${q(name)}&limit=9`);
    expect(expected.total).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}${at()}`);
    const box = nameBox(page);
    await box.fill(name);
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(at(`name=${name}`));
    await expectTotal(page, expected.total);
    await results(page).getByRole('heading', { name: shown(expected.schools[0]!) }).waitFor();
    await expectEnglish(page, variant);
  });

  test('tabs set schoolCategory and reset the page', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${at('page=3')}`);
    await page.getByText(say(variant, '第 3 頁，共', 'Page 3 of'), { exact: false }).waitFor();
    await page.getByRole('tab', { name: tab(CATEGORY.secondary) }).click();
    await expect.poll(() => pathOf(page)).toBe(at('schoolCategory=中學'));
    const secondary = await api<SearchResult>(`/api/schools?schoolCategory=${q('中學')}&limit=9`);
    await expectTotal(page, secondary.total);
    await page.getByText(pageOf(1, secondary.totalPages)).waitFor();
    // The sheet's category select follows the tab.
    const sheet = await openSheet(page, variant);
    expect(await sheet.getByRole('combobox', { name: say(variant, '學校類別', 'School category') }).inputValue()).toBe('中學');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: say(variant, '全部', 'All') }).click();
    await expect.poll(() => pathOf(page)).toBe(at());
  });

  test('applying a filter resets the page, changing the page keeps the filters', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${at(`schoolCategory=${q('小學')}`)}`);
    await pager(page).getByText(say(variant, '第 1 頁，共', 'Page 1 of')).waitFor();
    await pager(page).getByRole('button', { name: say(variant, '下一頁', 'Next') }).click();
    await expect.poll(() => pathOf(page)).toBe(at('schoolCategory=小學&page=2'));
    const shatin = await api<SearchResult>(`/api/schools?district=${q('沙田區')}&schoolCategory=${q('小學')}&limit=9`);
    const sheet = await openSheet(page, variant);
    await setChoices(sheet, say(variant, '地區', 'District'), { [say(variant, '沙田區', 'Sha Tin')]: true });
    await applySheet(sheet, shatin.total, variant);
    await expect.poll(() => pathOf(page)).toBe(at('district=沙田區&schoolCategory=小學'));
    await pager(page).getByText(pageOf(1, shatin.totalPages)).waitFor();
  });

  test('a category that does not allow the chosen type resets the type to all', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${at()}`);
    const government = await api<SearchResult>(`/api/schools?schoolType=${q('官立')}&limit=9`);
    let sheet = await openSheet(page, variant);
    await setChoices(sheet, say(variant, '學校類型', 'School type'), { [say(variant, '官立', 'Government')]: true });
    await applySheet(sheet, government.total, variant);
    await expect.poll(() => pathOf(page)).toBe(at('schoolType=官立'));

    // Kindergarten in the sheet: the type list offers kindergarten types only, none ticked.
    const kindergartens = await api<SearchResult>(`/api/schools?schoolCategory=${q('幼稚園')}&limit=9`);
    sheet = await openSheet(page, variant);
    await sheet.getByRole('combobox', { name: say(variant, '學校類別', 'School category') }).selectOption('幼稚園');
    expect(await choicesOf(sheet, say(variant, '學校類型', 'School type'))).toEqual([
      { value: '非牟利', checked: false },
      { value: '私立', checked: false },
    ]);
    await applySheet(sheet, kindergartens.total, variant);
    await expect.poll(() => pathOf(page)).toBe(at('schoolCategory=幼稚園'));
    await expectTotal(page, kindergartens.total);

    // A type the category allows is kept when the tab changes.
    const privateKg = await api<SearchResult>(`/api/schools?schoolCategory=${q('幼稚園')}&schoolType=${q('私立')}&limit=9`);
    sheet = await openSheet(page, variant);
    await setChoices(sheet, say(variant, '學校類型', 'School type'), { [say(variant, '私立', 'Private')]: true });
    await applySheet(sheet, privateKg.total, variant);
    await page.getByRole('tab', { name: tab(CATEGORY.primary) }).click();
    await expect.poll(() => pathOf(page)).toBe(at('schoolCategory=小學&schoolType=私立'));
    const privatePrimary = await api<SearchResult>(`/api/schools?schoolCategory=${q('小學')}&schoolType=${q('私立')}&limit=9`);
    await expectTotal(page, privatePrimary.total);
  });

  test('a type the category does not allow, arriving in a link, is reset and leaves the address', async () => {
    const { page, errors } = await open();
    const kindergartens = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=9`);
    await page.goto(`${baseUrl()}${at(`schoolCategory=${q(CATEGORY.kindergarten)}&schoolType=${q('官立')}&page=abc`)}`);
    await expect.poll(() => pathOf(page)).toBe(at('schoolCategory=幼稚園'));
    await expectTotal(page, kindergartens.total);
    await expect.poll(() => chipTexts(page, variant)).toEqual([say(variant, '學校類別：幼稚園', 'School category: Kindergarten')]);
    const sheet = await openSheet(page, variant);
    expect((await choicesOf(sheet, say(variant, '學校類型', 'School type'))).filter((choice) => choice.checked)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('clear filters resets every filter', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${at(`name=${q('學校')}&district=${q('沙田區')}&schoolCategory=${q('小學')}&gender=${q('男女')}&page=2`)}`);
    await nameBox(page).waitFor();
    expect(await nameBox(page).inputValue()).toBe('學校');
    await expect.poll(() => chipTexts(page, variant)).toEqual(say(variant, ['沙田區', '學校類別：小學', '學生性別：男女校'], ['Sha Tin', 'School category: Primary', 'Student gender: Co-educational']));
    expect(await activeCount(page, variant)).toBe(3);
    await page.getByRole('button', { name: say(variant, '清除篩選', 'Clear filters') }).click();
    await expect.poll(() => pathOf(page)).toBe(at());
    const all = await api<SearchResult>('/api/schools?limit=9');
    await expectTotal(page, all.total);
    expect(await nameBox(page).inputValue()).toBe('');
    await expect.poll(() => chipTexts(page, variant)).toEqual([]);
    expect(await activeCount(page, variant)).toBe(0);
    const sheet = await openSheet(page, variant);
    expect((await choicesOf(sheet, say(variant, '地區', 'District'))).filter((choice) => choice.checked)).toEqual([]);
    expect(await sheet.getByRole('combobox', { name: say(variant, '學校類別', 'School category') }).inputValue()).toBe('all');
  });

  test('?page=abc and other malformed values fall back to the defaults without errors and leave the address', async () => {
    const { page, errors } = await open();
    const first = await api<SearchResult>('/api/schools?limit=9');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/schools') apiCalls.push(decodeURIComponent(url.search));
    });
    const malformed = `schoolCategory=${q('大學')}&district=${q('火星區,沙田區')}&gender=x&maxFee=-1&near=abc&radius=zz&place=x&sort=distance`;
    await page.goto(`${baseUrl()}${at(`page=abc&limit=zz&${malformed}`)}`);
    await expect.poll(() => pathOf(page)).toBe(at());
    await page.getByText(pageOf(1, first.totalPages)).waitFor();
    await results(page).getByRole('heading', { name: shown(first.schools[0]!), exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => chipTexts(page, variant)).toEqual([]);
    // None of the dropped values reached the API.
    expect(apiCalls.filter((search) => /大學|火星|gender|maxFee|near|radius|place|sort/.test(search))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe.each(VARIANTS)('$device $locale', (variant) => {
  const { at, shown, tab, pageOf, results, pager, expectTotal } = inVariant(variant);
  const open = sharedVariantPage(browser, variant);

  test('new filters dim the previous results and say the search is updating', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${at()}`);
    const all = await api<SearchResult>('/api/schools?limit=9');
    await expectTotal(page, all.total);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the results of the new search (not the sheet's count, which asks for one school).
    await page.route((url) => url.pathname === '/api/schools', async (route) => {
      const params = new URL(route.request().url()).searchParams;
      if (params.has('district') && params.get('limit') !== '1') await held;
      await route.continue();
    });
    const east = await api<SearchResult>(`/api/schools?district=${q('東區')}&limit=9`);
    const sheet = await openSheet(page, variant);
    await setChoices(sheet, say(variant, '地區', 'District'), { [say(variant, '東區', 'Eastern')]: true });
    await applySheet(sheet, east.total, variant);
    await results(page).getByText(say(variant, '正在更新搜尋結果...以下為上一次搜尋的結果', 'Updating the results... These are the results of the previous search')).waitFor();
    await expectEnglish(page, variant);
    release();
    await expectTotal(page, east.total);
  });

  test('grid pager: next and previous with "page X of Y"', async () => {
    const { page } = await open();
    const first = await api<SearchResult>('/api/schools?limit=9');
    const second = await api<SearchResult>('/api/schools?limit=9&page=2');
    await page.goto(`${baseUrl()}${at()}`);
    const [previous, next] = say(variant, ['上一頁', '下一頁'], ['Previous', 'Next']);
    await pager(page).getByText(pageOf(1, first.totalPages)).waitFor();
    expect(await pager(page).getByRole('button', { name: previous }).isDisabled()).toBe(true);
    expect(await results(page).getByRole('article').count()).toBe(9);
    await expectEnglish(page, variant);
    await pager(page).getByRole('button', { name: next }).click();
    await expect.poll(() => pathOf(page)).toBe(at('page=2'));
    await pager(page).getByText(pageOf(2, first.totalPages)).waitFor();
    await results(page).getByRole('heading', { name: shown(second.schools[0]!), exact: true }).waitFor();
    await pager(page).getByRole('button', { name: previous }).click();
    await expect.poll(() => pathOf(page)).toBe(at());
    await results(page).getByRole('heading', { name: shown(first.schools[0]!), exact: true }).waitFor();
  });

  test('table view: numbered pages, first and last', async () => {
    const { page } = await open();
    const first = await api<SearchResult>('/api/schools?limit=9');
    const last = await api<SearchResult>(`/api/schools?limit=9&page=${first.totalPages}`);
    await page.goto(`${baseUrl()}${at()}`);
    await page.getByRole('button', { name: say(variant, '表格', 'Table') }).click();
    await expect.poll(() => pathOf(page)).toBe(at('view=table'));
    const table = page.getByRole('table', { name: say(variant, '學校列表', 'Schools') });
    await table.getByRole('link', { name: shown(first.schools[0]!), exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(10); // header + 9
    const range = (from: number, to: number) => say(variant, `顯示第 ${from} 至 ${to} 項，共 ${first.total} 項`, `Showing ${from} to ${to} of ${first.total}`);
    const number = (n: number) => say(variant, `第 ${n} 頁`, `Page ${n}`);
    await pager(page).getByText(range(1, 9)).waitFor();
    for (const n of [1, 2, 3, 4, 5]) await pager(page).getByRole('button', { name: number(n), exact: true }).waitFor();
    expect(await pager(page).getByRole('button', { name: number(6), exact: true }).count()).toBe(0);
    await expectEnglish(page, variant);

    await pager(page).getByRole('button', { name: number(3), exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(at('view=table&page=3'));
    await pager(page).getByText(range(19, 27)).waitFor();

    await pager(page).getByRole('button', { name: say(variant, '最後一頁', 'Last') }).click();
    await expect.poll(() => pathOf(page)).toBe(at(`view=table&page=${first.totalPages}`));
    await pager(page).getByText(range((first.totalPages - 1) * 9 + 1, first.total)).waitFor();
    await table.getByRole('link', { name: shown(last.schools[0]!), exact: true }).waitFor();
    expect(await pager(page).getByRole('button', { name: say(variant, '下一頁', 'Next') }).isDisabled()).toBe(true);

    await pager(page).getByRole('button', { name: say(variant, '第一頁', 'First') }).click();
    await expect.poll(() => pathOf(page)).toBe(at('view=table'));
    // The details button of a row opens the school.
    await table.getByRole('link', { name: say(variant, '詳情：', 'Details: ') + shown(first.schools[0]!) }).click();
    // The link carries the search it came from, for the way back.
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, `/schools/${first.schools[0]!.id}`)}?from=/schools?view=table`);
  });

  test('empty state names the category of each tab', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${at(`name=${q(NO_MATCH)}`)}`);
    const empty = (zh: string, en: string) => say(variant, `找不到符合條件的${zh}，請嘗試調整或清除篩選條件`, `No ${en} match the filters; try changing or clearing them`);
    await results(page).getByText(empty('學校', 'schools')).waitFor();
    await expectEnglish(page, variant);
    const nouns = { [CATEGORY.kindergarten]: 'kindergartens', [CATEGORY.primary]: 'primary schools', [CATEGORY.secondary]: 'secondary schools' };
    for (const category of [CATEGORY.kindergarten, CATEGORY.primary, CATEGORY.secondary]) {
      await page.getByRole('tab', { name: tab(category) }).click();
      await results(page).getByText(empty(category, nouns[category])).waitFor();
    }
    await page.getByRole('tab', { name: say(variant, '全部', 'All') }).click();
    await results(page).getByText(empty('學校', 'schools')).waitFor();
  });
});
