// The search page: the URL is the filter state (replaced, defaults left out), tabs, clear, both pagers,
// empty states and a malformed page number. Filters other than the name are set in the sheet (filter-bar.ts).
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, baseUrl, CATEGORY, DEVICES, openPage, pathOf, q, useBrowser, type SearchResult } from './browser.ts';
import { activeCount, applySheet, chipTexts, choicesOf, openSheet, setChoices } from './filter-bar.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const NO_MATCH = 'zzqx不存在的學校';

function results(page: Page) {
  return page.getByRole('region', { name: '搜尋結果' });
}

/** Waits for the results line to show this total (the query for the current URL has answered). */
async function expectTotal(page: Page, total: number) {
  await results(page).getByText(`共找到 ${total} 間學校`, { exact: true }).waitFor();
}

describe.each(DEVICES)('%s', (device) => {
  test('filters go into the URL by replacement; "all" is left out', async () => {
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: '搜尋學校', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
    const historyLength = await page.evaluate<number>('history.length');

    const shatin = await api<SearchResult>(`/api/schools?district=${q('沙田區')}&limit=9`);
    let sheet = await openSheet(page);
    await setChoices(sheet, '地區', { 沙田區: true });
    await applySheet(sheet, shatin.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?district=沙田區');
    await expectTotal(page, shatin.total);

    const catholicGirls = await api<SearchResult>(`/api/schools?district=${q('沙田區')}&religiousAffiliation=${q('天主教')}&gender=${q('女')}&limit=9`);
    sheet = await openSheet(page);
    await sheet.getByRole('combobox', { name: '宗教' }).selectOption('天主教');
    await sheet.getByRole('combobox', { name: '學生性別' }).selectOption({ label: '女校' });
    await applySheet(sheet, catholicGirls.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?district=沙田區&religiousAffiliation=天主教&gender=女');
    await expectTotal(page, catholicGirls.total);
    expect(await chipTexts(page)).toEqual(['沙田區', '宗教：天主教', '學生性別：女校']);

    // Every district again (no box ticked) and religion back to 不限: both leave the address.
    const filtered = await api<SearchResult>(`/api/schools?gender=${q('女')}&limit=9`);
    sheet = await openSheet(page);
    await setChoices(sheet, '地區', { 沙田區: false });
    await sheet.getByRole('combobox', { name: '宗教' }).selectOption({ label: '不限' });
    await applySheet(sheet, filtered.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?gender=女');
    await expectTotal(page, filtered.total);

    // Replaced, not pushed: same history length, and Back leaves the search page.
    expect(await page.evaluate<number>('history.length')).toBe(historyLength);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(errors).toEqual([]);
  });

  test('Enter in the name box searches', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const name = '聖保羅';
    const expected = await api<SearchResult>(`/api/schools?name=${q(name)}&limit=9`);
    expect(expected.total).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/schools`);
    const box = page.getByRole('searchbox', { name: '學校名稱' });
    await box.fill(name);
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(`/schools?name=${name}`);
    await expectTotal(page, expected.total);
    await results(page).getByRole('heading', { name: expected.schools[0]!.name }).waitFor();
  });

  test('tabs set schoolCategory and reset the page', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?page=3`);
    await page.getByText('第 3 頁，共', { exact: false }).waitFor();
    await page.getByRole('tab', { name: CATEGORY.secondary }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?schoolCategory=中學');
    const secondary = await api<SearchResult>(`/api/schools?schoolCategory=${q('中學')}&limit=9`);
    await expectTotal(page, secondary.total);
    await page.getByText(`第 1 頁，共 ${secondary.totalPages} 頁`).waitFor();
    // The sheet's category select follows the tab.
    const sheet = await openSheet(page);
    expect(await sheet.getByRole('combobox', { name: '學校類別' }).inputValue()).toBe('中學');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: '全部' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
  });

  test('applying a filter resets the page, changing the page keeps the filters', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?schoolCategory=${q('小學')}`);
    const pager = page.getByRole('navigation', { name: '分頁' });
    await pager.getByText('第 1 頁，共').waitFor();
    await pager.getByRole('button', { name: '下一頁' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?schoolCategory=小學&page=2');
    const shatin = await api<SearchResult>(`/api/schools?district=${q('沙田區')}&schoolCategory=${q('小學')}&limit=9`);
    const sheet = await openSheet(page);
    await setChoices(sheet, '地區', { 沙田區: true });
    await applySheet(sheet, shatin.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?district=沙田區&schoolCategory=小學');
    await pager.getByText(`第 1 頁，共 ${shatin.totalPages} 頁`).waitFor();
  });

  test('a category that does not allow the chosen type resets the type to all', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    const government = await api<SearchResult>(`/api/schools?schoolType=${q('官立')}&limit=9`);
    let sheet = await openSheet(page);
    await setChoices(sheet, '學校類型', { 官立: true });
    await applySheet(sheet, government.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?schoolType=官立');

    // Kindergarten in the sheet: the type list offers kindergarten types only, none ticked.
    const kindergartens = await api<SearchResult>(`/api/schools?schoolCategory=${q('幼稚園')}&limit=9`);
    sheet = await openSheet(page);
    await sheet.getByRole('combobox', { name: '學校類別' }).selectOption('幼稚園');
    expect(await choicesOf(sheet, '學校類型')).toEqual([
      { value: '非牟利', checked: false },
      { value: '私立', checked: false },
    ]);
    await applySheet(sheet, kindergartens.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?schoolCategory=幼稚園');
    await expectTotal(page, kindergartens.total);

    // A type the category allows is kept when the tab changes.
    const privateKg = await api<SearchResult>(`/api/schools?schoolCategory=${q('幼稚園')}&schoolType=${q('私立')}&limit=9`);
    sheet = await openSheet(page);
    await setChoices(sheet, '學校類型', { 私立: true });
    await applySheet(sheet, privateKg.total);
    await page.getByRole('tab', { name: CATEGORY.primary }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?schoolCategory=小學&schoolType=私立');
    const privatePrimary = await api<SearchResult>(`/api/schools?schoolCategory=${q('小學')}&schoolType=${q('私立')}&limit=9`);
    await expectTotal(page, privatePrimary.total);
  });

  test('a type the category does not allow, arriving in a link, is reset and leaves the address', async () => {
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    const kindergartens = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=9`);
    await page.goto(`${baseUrl()}/schools?schoolCategory=${q(CATEGORY.kindergarten)}&schoolType=${q('官立')}&page=abc`);
    await expect.poll(() => pathOf(page)).toBe('/schools?schoolCategory=幼稚園');
    await expectTotal(page, kindergartens.total);
    expect(await chipTexts(page)).toEqual(['學校類別：幼稚園']);
    const sheet = await openSheet(page);
    expect((await choicesOf(sheet, '學校類型')).filter((choice) => choice.checked)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('new filters dim the previous results and say the search is updating', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
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
    const sheet = await openSheet(page);
    await setChoices(sheet, '地區', { 東區: true });
    await applySheet(sheet, east.total);
    await results(page).getByText('正在更新搜尋結果...以下為上一次搜尋的結果').waitFor();
    release();
    await expectTotal(page, east.total);
  });

  test('clear filters resets every filter', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?name=${q('學校')}&district=${q('沙田區')}&schoolCategory=${q('小學')}&gender=${q('男女')}&page=2`);
    await page.getByRole('searchbox', { name: '學校名稱' }).waitFor();
    expect(await page.getByRole('searchbox', { name: '學校名稱' }).inputValue()).toBe('學校');
    expect(await chipTexts(page)).toEqual(['沙田區', '學校類別：小學', '學生性別：男女校']);
    expect(await activeCount(page)).toBe(3);
    await page.getByRole('button', { name: '清除篩選' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
    const all = await api<SearchResult>('/api/schools?limit=9');
    await expectTotal(page, all.total);
    expect(await page.getByRole('searchbox', { name: '學校名稱' }).inputValue()).toBe('');
    expect(await chipTexts(page)).toEqual([]);
    expect(await activeCount(page)).toBe(0);
    const sheet = await openSheet(page);
    expect((await choicesOf(sheet, '地區')).filter((choice) => choice.checked)).toEqual([]);
    expect(await sheet.getByRole('combobox', { name: '學校類別' }).inputValue()).toBe('all');
  });

  test('grid pager: next and previous with "page X of Y"', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const first = await api<SearchResult>('/api/schools?limit=9');
    const second = await api<SearchResult>('/api/schools?limit=9&page=2');
    await page.goto(`${baseUrl()}/schools`);
    const pager = page.getByRole('navigation', { name: '分頁' });
    await pager.getByText(`第 1 頁，共 ${first.totalPages} 頁`).waitFor();
    expect(await pager.getByRole('button', { name: '上一頁' }).isDisabled()).toBe(true);
    expect(await results(page).getByRole('article').count()).toBe(9);
    await pager.getByRole('button', { name: '下一頁' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?page=2');
    await pager.getByText(`第 2 頁，共 ${first.totalPages} 頁`).waitFor();
    await results(page).getByRole('heading', { name: second.schools[0]!.name, exact: true }).waitFor();
    await pager.getByRole('button', { name: '上一頁' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
    await results(page).getByRole('heading', { name: first.schools[0]!.name, exact: true }).waitFor();
  });

  test('table view: numbered pages, first and last', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const first = await api<SearchResult>('/api/schools?limit=9');
    const last = await api<SearchResult>(`/api/schools?limit=9&page=${first.totalPages}`);
    await page.goto(`${baseUrl()}/schools`);
    await page.getByRole('button', { name: '表格' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?view=table');
    const table = page.getByRole('table', { name: '學校列表' });
    await table.getByRole('link', { name: first.schools[0]!.name, exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(10); // header + 9
    const pager = page.getByRole('navigation', { name: '分頁' });
    await pager.getByText(`顯示第 1 至 9 項，共 ${first.total} 項`).waitFor();
    for (const n of [1, 2, 3, 4, 5]) await pager.getByRole('button', { name: `第 ${n} 頁`, exact: true }).waitFor();
    expect(await pager.getByRole('button', { name: '第 6 頁', exact: true }).count()).toBe(0);

    await pager.getByRole('button', { name: '第 3 頁', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?view=table&page=3');
    await pager.getByText(`顯示第 19 至 27 項，共 ${first.total} 項`).waitFor();

    await pager.getByRole('button', { name: '最後一頁' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/schools?view=table&page=${first.totalPages}`);
    await pager.getByText(`顯示第 ${(first.totalPages - 1) * 9 + 1} 至 ${first.total} 項，共 ${first.total} 項`).waitFor();
    await table.getByRole('link', { name: last.schools[0]!.name, exact: true }).waitFor();
    expect(await pager.getByRole('button', { name: '下一頁' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: '第一頁' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?view=table');
    // The details button of a row opens the school.
    await table.getByRole('link', { name: `詳情：${first.schools[0]!.name}` }).click();
    // The link carries the search it came from, for the way back.
    await expect.poll(() => pathOf(page)).toBe(`/schools/${first.schools[0]!.id}?from=/schools?view=table`);
  });

  test('empty state names the category of each tab', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?name=${q(NO_MATCH)}`);
    await results(page).getByText('找不到符合條件的學校，請嘗試調整或清除篩選條件').waitFor();
    for (const category of [CATEGORY.kindergarten, CATEGORY.primary, CATEGORY.secondary]) {
      await page.getByRole('tab', { name: category }).click();
      await results(page).getByText(`找不到符合條件的${category}，請嘗試調整或清除篩選條件`).waitFor();
    }
  });

  test('?page=abc and other malformed values fall back to the defaults without errors and leave the address', async () => {
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    const first = await api<SearchResult>('/api/schools?limit=9');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/schools') apiCalls.push(decodeURIComponent(url.search));
    });
    const malformed = `schoolCategory=${q('大學')}&district=${q('火星區,沙田區')}&gender=x&maxFee=-1&near=abc&radius=zz&place=x&sort=distance`;
    await page.goto(`${baseUrl()}/schools?page=abc&limit=zz&${malformed}`);
    await expect.poll(() => pathOf(page)).toBe('/schools');
    await page.getByText(`第 1 頁，共 ${first.totalPages} 頁`).waitFor();
    await results(page).getByRole('heading', { name: first.schools[0]!.name, exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await chipTexts(page)).toEqual([]);
    // None of the dropped values reached the API.
    expect(apiCalls.filter((search) => /大學|火星|gender|maxFee|near|radius|place|sort/.test(search))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
