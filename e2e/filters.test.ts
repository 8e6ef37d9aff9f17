// The filter sheet: each kind of filter (several districts, a category's own filters, the P1 net, the fee), the
// live count of its apply button against the API, chips that remove one value, a category change dropping the
// filters of other categories, the draft, axe and the keyboard in the open sheet; and the name search
// (Simplified Chinese, a school number, a name too long).
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { P1Net } from '../src/shared/place-schemas.ts';
import { expectNoSevereViolations, tabStops } from './a11y.ts';
import { api, baseUrl, CATEGORY, DEVICES, openPage, pathOf, q, useBrowser, type SearchResult } from './browser.ts';
import {
  applyButton,
  applySheet,
  chipTexts,
  choicesOf,
  activeCount,
  expectCount,
  filterButtonFocused,
  openSheet,
  removeChip,
  setChoices,
  sheetOf,
} from './filter-bar.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

function results(page: Page) {
  return page.getByRole('region', { name: '搜尋結果' });
}

async function expectTotal(page: Page, total: number) {
  await results(page).getByText(`共找到 ${total} 間學校`, { exact: true }).waitFor();
}

/** The facts line of every result card of the page shown. */
async function cardFacts(page: Page): Promise<string[][]> {
  const lists = await results(page).getByRole('article').all();
  const facts: string[][] = [];
  for (const card of lists) facts.push(await card.getByRole('list', { name: '重點資料' }).getByRole('listitem').allInnerTexts());
  return facts;
}

const search = (params: Record<string, string>) =>
  api<SearchResult>(`/api/schools?${Object.entries({ ...params, limit: '9' }).map(([k, v]) => `${k}=${q(v)}`).join('&')}`);

describe.each(DEVICES)('%s', (device) => {
  test('several districts: district=a,b in the URL, the count and the results agree with the API; a chip removes one', async () => {
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    const both = await search({ district: '沙田區,大埔區' });
    const shatin = await search({ district: '沙田區' });
    const taiPo = await search({ district: '大埔區' });
    expect(both.total).toBe(shatin.total + taiPo.total);

    const sheet = await openSheet(page);
    await setChoices(sheet, '地區', { 沙田區: true });
    await expectCount(sheet, shatin.total);
    await setChoices(sheet, '地區', { 大埔區: true });
    // The disclosure's summary says what is chosen.
    expect(await sheet.locator('summary').and(sheet.getByLabel('地區')).innerText()).toContain('大埔區、沙田區');
    await applySheet(sheet, both.total);
    // One canonical order (the districts' list), comma-separated.
    await expect.poll(() => pathOf(page)).toBe('/schools?district=大埔區,沙田區');
    await expectTotal(page, both.total);
    expect(await chipTexts(page)).toEqual(['大埔區', '沙田區']);
    expect(await activeCount(page)).toBe(1);
    for (const card of await results(page).getByRole('article').all()) {
      expect(['沙田區', '大埔區']).toContain((await card.getByRole('definition').first().innerText()).split(' · ')[0]);
    }

    await removeChip(page, '大埔區');
    await expect.poll(() => pathOf(page)).toBe('/schools?district=沙田區');
    await expectTotal(page, shatin.total);
    expect(await chipTexts(page)).toEqual(['沙田區']);
    await removeChip(page, '沙田區');
    await expect.poll(() => pathOf(page)).toBe('/schools');
    expect(await chipTexts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('kindergartens in 觀塘區 with a K1 place and the scheme: 59, as the API says', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const expected = await search({ district: '觀塘區', schoolCategory: '幼稚園', k1Vacancy: 'Y', kgScheme: 'true' });
    expect(expected.total).toBe(59);
    await page.goto(`${baseUrl()}/schools`);
    const sheet = await openSheet(page);
    // A category's own filters appear once it is chosen.
    expect(await sheet.getByRole('checkbox', { name: '參加幼稚園教育計劃' }).count()).toBe(0);
    await setChoices(sheet, '地區', { 觀塘區: true });
    await sheet.getByRole('combobox', { name: '學校類別' }).selectOption('幼稚園');
    await expectCount(sheet, (await search({ district: '觀塘區', schoolCategory: '幼稚園' })).total);
    await setChoices(sheet, '幼兒班學位 2026/27', { 有學位: true });
    await sheet.getByRole('checkbox', { name: '參加幼稚園教育計劃' }).check();
    await applySheet(sheet, 59);
    await expect.poll(() => pathOf(page)).toBe('/schools?district=觀塘區&schoolCategory=幼稚園&k1Vacancy=Y&kgScheme=true');
    await expectTotal(page, 59);
    expect(await chipTexts(page)).toEqual(['觀塘區', '學校類別：幼稚園', '幼兒班學位 2026/27：有學位', '參加幼稚園教育計劃']);
    // Each card shows the facts filtered on.
    const facts = await cardFacts(page);
    expect(facts).toHaveLength(9);
    for (const card of facts) expect(card).toEqual(expect.arrayContaining(['參加幼稚園教育計劃', 'K1 有學位']));
    await results(page).getByRole('heading', { name: expected.schools[0]!.name, exact: true }).first().waitFor();
  });

  test('primary schools of one P1 net: the choices name the areas, the cards the net', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const { nets } = await api<{ nets: P1Net[] }>('/api/nets');
    const net = nets.find((n) => n.net === '41')!;
    const expected = await search({ schoolCategory: '小學', schoolNet: '41' });
    expect(expected.total).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/schools?schoolCategory=${q(CATEGORY.primary)}`);
    const sheet = await openSheet(page);
    const select = sheet.getByRole('combobox', { name: '小一學校網' });
    // The choice of net 41 names its first areas, from /api/nets.
    await expect
      .poll(() => select.locator('option[value="41"]').innerText())
      .toBe(`41：${net.areas.slice(0, 4).join('、')}${net.areas.length > 4 ? '等' : ''}`);
    await select.selectOption('41');
    await applySheet(sheet, expected.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?schoolCategory=小學&schoolNet=41');
    await expectTotal(page, expected.total);
    for (const card of await cardFacts(page)) expect(card).toContain('41 校網');
  });

  test('fee up to HK$30,000: the count, the results and each fee shown', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const expected = await search({ maxFee: '30000' });
    const all = await search({});
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    await page.goto(`${baseUrl()}/schools`);
    const sheet = await openSheet(page);
    await sheet.getByRole('combobox', { name: '全年學費上限' }).selectOption({ label: 'HK$30,000 或以下' });
    await applySheet(sheet, expected.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?maxFee=30000');
    await expectTotal(page, expected.total);
    expect(await chipTexts(page)).toEqual(['全年學費上限 HK$30,000']);
    // Every school found has a known fee, at most the bound.
    for (const card of await cardFacts(page)) {
      const fee = card.map((fact) => /HK\$([\d,]+) 起/.exec(fact)?.[1]).find(Boolean);
      expect(fee, card.join(' · ')).toBeDefined();
      expect(Number(fee!.replaceAll(',', ''))).toBeLessThanOrEqual(30_000);
    }
  });

  test('a category change drops the filters of other categories, in the sheet and by the tabs', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    let sheet = await openSheet(page);
    await sheet.getByRole('combobox', { name: '學校類別' }).selectOption('幼稚園');
    await setChoices(sheet, '幼兒班學位 2026/27', { 有學位: true });
    await sheet.getByRole('checkbox', { name: '幼兒班不要求執筆寫字' }).check();
    await setChoices(sheet, '地區', { 觀塘區: true });
    await expectCount(sheet, (await search({ district: '觀塘區', schoolCategory: '幼稚園', k1Vacancy: 'Y', noPenWriting: 'true' })).total);
    // Primary: the kindergarten filters go, the primary ones come; the district stays.
    await sheet.getByRole('combobox', { name: '學校類別' }).selectOption('小學');
    expect(await sheet.getByRole('checkbox', { name: '幼兒班不要求執筆寫字' }).count()).toBe(0);
    expect(await sheet.getByLabel('幼兒班學位 2026/27').count()).toBe(0);
    await sheet.getByRole('combobox', { name: '小一學校網' }).waitFor();
    await applySheet(sheet, (await search({ district: '觀塘區', schoolCategory: '小學' })).total);
    await expect.poll(() => pathOf(page)).toBe('/schools?district=觀塘區&schoolCategory=小學');

    // A tab does the same to filters in the address.
    await page.goto(`${baseUrl()}/schools?district=${q('觀塘區')}&schoolCategory=${q('幼稚園')}&k1Vacancy=Y&kgScheme=true`);
    await expectTotal(page, 59);
    await page.getByRole('tab', { name: CATEGORY.secondary }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools?district=觀塘區&schoolCategory=中學');
    await expectTotal(page, (await search({ district: '觀塘區', schoolCategory: '中學' })).total);
    expect(await chipTexts(page)).toEqual(['觀塘區', '學校類別：中學']);
    // 全部 drops every category's own filter.
    await page.goto(`${baseUrl()}/schools?schoolCategory=${q('小學')}&schoolNet=41&teachingLanguage=${q('中文')}`);
    await expect.poll(() => pathOf(page)).toMatch(/^\/schools\?schoolCategory=小學&schoolNet=41/);
    await page.getByRole('tab', { name: '全部' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
    sheet = await openSheet(page);
    expect(await sheet.getByRole('combobox', { name: '小一學校網' }).count()).toBe(0);
  });

  test('the sheet is a draft: closing keeps the search, reset clears all but the name, focus returns to 篩選', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?name=${q('學校')}&district=${q('沙田區')}`);
    const shatin = await search({ name: '學校', district: '沙田區' });
    await expectTotal(page, shatin.total);
    let sheet = await openSheet(page);
    await expectCount(sheet, shatin.total);
    await setChoices(sheet, '地區', { 沙田區: false, 東區: true });
    await sheet.getByRole('combobox', { name: '宗教' }).selectOption('佛教');
    await expectCount(sheet, (await search({ name: '學校', district: '東區', religiousAffiliation: '佛教' })).total);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/schools?name=學校&district=沙田區');
    await expect.poll(() => filterButtonFocused(page, 1)).toBe(true);

    // Opened again, the sheet shows the applied search, not the dropped draft.
    sheet = await openSheet(page);
    expect((await choicesOf(sheet, '地區')).filter((c) => c.checked).map((c) => c.value)).toEqual(['沙田區']);
    expect(await sheet.getByRole('combobox', { name: '宗教' }).inputValue()).toBe('all');
    await sheet.getByRole('button', { name: '重設' }).click();
    await applySheet(sheet, (await search({ name: '學校' })).total);
    await expect.poll(() => pathOf(page)).toBe('/schools?name=學校');
    // The close button too returns focus.
    sheet = await openSheet(page);
    await sheet.getByRole('button', { name: '關閉' }).click();
    await sheetOf(page).waitFor({ state: 'hidden' });
    await expect.poll(() => filterButtonFocused(page, 0)).toBe(true);
  });

  test('the order is chosen in the sheet and applied with the filters', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const byFee = await search({ district: '沙田區', sort: 'fee' });
    const byDefault = await search({ district: '沙田區' });
    expect(byFee.schools.map((s) => s.id)).not.toEqual(byDefault.schools.map((s) => s.id));
    await page.goto(`${baseUrl()}/schools`);
    const sheet = await openSheet(page);
    const sort = sheet.getByRole('combobox', { name: '排序' });
    // Distance is offered only with a place.
    expect(await sort.locator('option').allInnerTexts()).toEqual(['類別及地區', '校名', '學費（由低至高）']);
    await sort.selectOption({ label: '學費（由低至高）' });
    await setChoices(sheet, '地區', { 沙田區: true });
    await applySheet(sheet, byFee.total);
    await expect.poll(() => pathOf(page)).toBe('/schools?district=沙田區&sort=fee');
    await expectTotal(page, byFee.total);
    expect(await results(page).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(byFee.schools.map((s) => s.name));
  });

  test('the open sheet is axe clean, and its Tab stops are named, outlined and kept inside it', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?schoolCategory=${q('幼稚園')}&district=${q('沙田區')}`);
    const sheet = await openSheet(page);
    await expectNoSevereViolations(page, `${device} filter sheet`);
    // With a list open too.
    await sheet.locator('summary').and(sheet.getByLabel('地區')).click();
    await sheet.getByRole('group', { name: '地區', exact: true }).waitFor();
    await expectNoSevereViolations(page, `${device} filter sheet, district list open`);

    if (device === 'desktop') {
      const { stops, problems } = await tabStops(page, { untilRepeat: true, max: 80 });
      expect(problems).toEqual([]);
      const names = stops.map((stop) => stop.name);
      // Every control of the sheet is reached, and focus never leaves it.
      for (const name of ['關閉', '沙田區', '學校類別', '宗教', '全年學費上限', '參加幼稚園教育計劃', '重設']) {
        expect(names.some((n) => n.includes(name)), `${name} in ${names.join(' | ')}`).toBe(true);
      }
      expect(names.some((n) => /^顯示 [\d,]+ 間學校$/.test(n))).toBe(true);
      expect(names.some((n) => n === '搜尋' || n.startsWith('篩選（'))).toBe(false);
      expect(await applyButton(sheet).isVisible()).toBe(true);
    }
  });

  test('name search: Simplified Chinese finds what Traditional finds', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const traditional = await search({ name: '聖保羅' });
    const simplified = await search({ name: '圣保罗' });
    expect(traditional.total).toBeGreaterThan(0);
    expect(simplified.schools.map((s) => s.id)).toEqual(traditional.schools.map((s) => s.id));
    await page.goto(`${baseUrl()}/schools`);
    const box = page.getByRole('searchbox', { name: '學校名稱' });
    await box.fill('圣保罗');
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/schools?name=圣保罗');
    await expectTotal(page, traditional.total);
    const headings = await results(page).getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings).toEqual(traditional.schools.map((s) => s.name));
  });

  test('name search: a school number finds its school', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const { schools } = await search({ schoolCategory: '中學', district: '灣仔區' });
    const school = await api<SearchResult['schools'][number] & { schoolNo: string }>(`/api/schools/${schools[0]!.id}`);
    const expected = await search({ name: school.schoolNo });
    expect(expected.schools.map((s) => s.id)).toContain(school.id);
    await page.goto(`${baseUrl()}/schools`);
    const box = page.getByRole('searchbox', { name: '學校名稱' });
    await box.fill(school.schoolNo);
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(`/schools?name=${school.schoolNo}`);
    await expectTotal(page, expected.total);
    await results(page).getByRole('heading', { name: school.name, exact: true }).first().waitFor();
  });

  test('a name of 500 characters in the URL says 校名太長 instead of searching', async () => {
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/schools') searches.push(request.url());
    });
    await page.goto(`${baseUrl()}/schools?name=${q('學'.repeat(500))}`);
    await page.getByRole('alert').filter({ hasText: '校名太長：最多 100 個字。請輸入較短的校名。' }).waitFor();
    expect(await results(page).count()).toBe(0);
    expect(searches.filter((url) => url.includes('name='))).toEqual([]);
    // A shorter name searches again.
    const box = page.getByRole('searchbox', { name: '學校名稱' });
    await box.fill('聖保羅');
    await box.press('Enter');
    await expectTotal(page, (await search({ name: '聖保羅' })).total);
    expect(errors).toEqual([]);
  });
});
