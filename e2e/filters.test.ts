// The filter sheet: each kind of filter (several districts, a category's own filters, the P1 net, the fee), the
// live count of its apply button against the API, chips that remove one value, a category change dropping the
// filters of other categories, the draft, axe and the keyboard in the open sheet; the name search (Simplified
// Chinese, a school number, a name too long); and the filters as a plain GET form without script. The behaviour is
// the same in every language and width: it runs once (ONCE, variants.ts), reading the list by its structure (the
// results' links and count). What the language changes runs in both languages (VARIANTS): the sheet's controls,
// values and chips in the page's words (the address keeps the SPEC's Chinese values), the open sheet's axe check
// and English, and its Tab stops at desktop width.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { P1Net } from '../src/shared/place-schemas.ts';
import { expectNoSevereViolations, tabStops } from './a11y.ts';
import { api, baseUrl, CATEGORY, pathOf, q, useBrowser, type SearchResult } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import {
  applyButton,
  applySheet,
  chipTexts,
  choicesOf,
  activeCount,
  expectCount,
  filterButtonFocused,
  whenHydrated,
  openSheet,
  removeChip,
  setChoices,
  sheetOf,
} from './filter-bar.ts';
import { expectTotal, resultIds, results } from './results.ts';
import { ONCE, openVariant, pathFor, say, sharedVariantPage, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** The facts line of every result card of the page shown (the list page's words: checked in Chinese). */
async function cardFacts(page: Page): Promise<string[][]> {
  const lists = await results(page).getByRole('article').all();
  const facts: string[][] = [];
  for (const card of lists) facts.push(await card.getByRole('list', { name: '重點資料' }).getByRole('listitem').allInnerTexts());
  return facts;
}

const search = (params: Record<string, string>) =>
  api<SearchResult>(`/api/schools?${Object.entries({ ...params, limit: '9' }).map(([k, v]) => `${k}=${q(v)}`).join('&')}`);

/** The open sheet is in English, with the order select in it; the page behind it is checked by the other tests. */
const SHEET_ONLY = 'body > :not(:has([role="dialog"]))';

/** What the tests of a variant share: its pages and the sheet's words. */
function inVariant(v: Variant) {
  const shared = sharedVariantPage(browser, v);
  return {
    /** The block's page (sharedVariantPage) at `path`. */
    open: async (path: string) => {
      const opened = await shared();
      await opened.page.goto(`${baseUrl()}${pathFor(v, path)}`);
      return opened;
    },
    /** An address as the page shows it, in the variant's language. */
    at: (path: string) => decodeURIComponent(pathFor(v, path)),
    district: say(v, '地區', 'District'),
    category: say(v, '學校類別', 'School category'),
    k1: say(v, '幼兒班學位 2026/27', 'K1 places 2026/27'),
    scheme: say(v, '參加幼稚園教育計劃', 'Joins the Kindergarten Education Scheme'),
    noPen: say(v, '幼兒班不要求執筆寫字', 'No pen writing required in K1'),
    p1Net: say(v, '小一學校網', 'P1 school net'),
  };
}

describe.each(ONCE)('$device $locale', (v) => {
  const { open, at, district, category, k1, scheme, noPen, p1Net } = inVariant(v);

  test('several districts: district=a,b in the URL, the count and the results agree with the API; a chip removes one', async () => {
    const { page, errors } = await open('/schools');
    const both = await search({ district: '沙田區,大埔區' });
    const shatin = await search({ district: '沙田區' });
    const taiPo = await search({ district: '大埔區' });
    expect(both.total).toBe(shatin.total + taiPo.total);
    const [shatinLabel, taiPoLabel] = [say(v, '沙田區', 'Sha Tin'), say(v, '大埔區', 'Tai Po')];

    const sheet = await openSheet(page, v);
    await setChoices(sheet, district, { [shatinLabel]: true });
    await expectCount(sheet, shatin.total, v);
    await setChoices(sheet, district, { [taiPoLabel]: true });
    // The disclosure's summary says what is chosen.
    expect(await sheet.locator('summary').and(sheet.getByLabel(district)).innerText()).toContain(say(v, '大埔區、沙田區', 'Tai Po, Sha Tin'));
    await applySheet(sheet, both.total, v);
    // One canonical order (the districts' list), comma-separated, the SPEC's values in both languages.
    await expect.poll(() => pathOf(page)).toBe(at('/schools?district=大埔區,沙田區'));
    await expectTotal(page, both.total);
    await expect.poll(() => chipTexts(page, v)).toEqual([taiPoLabel, shatinLabel]);
    expect(await activeCount(page, v)).toBe(1);
    expect(await resultIds(page)).toEqual(both.schools.map((school) => school.id));

    await removeChip(page, taiPoLabel, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools?district=沙田區'));
    await expectTotal(page, shatin.total);
    await expect.poll(() => chipTexts(page, v)).toEqual([shatinLabel]);
    await removeChip(page, shatinLabel, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools'));
    await expect.poll(() => chipTexts(page, v)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('kindergartens in 觀塘區 with a K1 place and the scheme: 59, as the API says', async () => {
    const expected = await search({ district: '觀塘區', schoolCategory: '幼稚園', k1Vacancy: 'Y', kgScheme: 'true' });
    expect(expected.total).toBe(59);
    const { page } = await open('/schools');
    const sheet = await openSheet(page, v);
    // A category's own filters appear once it is chosen.
    expect(await sheet.getByRole('checkbox', { name: scheme }).count()).toBe(0);
    await setChoices(sheet, district, { [say(v, '觀塘區', 'Kwun Tong')]: true });
    await sheet.getByRole('combobox', { name: category }).selectOption('幼稚園');
    await expectCount(sheet, (await search({ district: '觀塘區', schoolCategory: '幼稚園' })).total, v);
    await setChoices(sheet, k1, { [say(v, '有學位', 'Places available')]: true });
    await sheet.getByRole('checkbox', { name: scheme }).check();
    await applySheet(sheet, 59, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools?district=觀塘區&schoolCategory=幼稚園&k1Vacancy=Y&kgScheme=true'));
    await expectTotal(page, 59);
    await expect.poll(() => chipTexts(page, v)).toEqual(
      say(v, ['觀塘區', '學校類別：幼稚園', '幼兒班學位 2026/27：有學位', '參加幼稚園教育計劃'], ['Kwun Tong', 'School category: Kindergarten', 'K1 places 2026/27: Places available', scheme]),
    );
    expect(await resultIds(page)).toEqual(expected.schools.map((school) => school.id));
    if (v.locale === 'zh-HK') {
      // Each card shows the facts filtered on.
      const facts = await cardFacts(page);
      expect(facts).toHaveLength(9);
      for (const card of facts) expect(card).toEqual(expect.arrayContaining(['參加幼稚園教育計劃', 'K1 有學位']));
    }
  });

  test('primary schools of one P1 net: the choice names the areas (in Chinese), the cards the net', async () => {
    const { nets } = await api<{ nets: P1Net[] }>('/api/nets');
    const net = nets.find((n) => n.net === '41')!;
    const expected = await search({ schoolCategory: '小學', schoolNet: '41' });
    expect(expected.total).toBeGreaterThan(0);
    const { page } = await open(`/schools?schoolCategory=${q(CATEGORY.primary)}`);
    const sheet = await openSheet(page, v);
    const select = sheet.getByRole('combobox', { name: p1Net });
    if (v.locale === 'zh-HK') {
      // The choice of net 41 names its first areas, from /api/nets.
      await expect
        .poll(() => select.locator('option[value="41"]').innerText())
        .toBe(`41：${net.areas.slice(0, 4).join('、')}${net.areas.length > 4 ? '等' : ''}`);
    } else expect(await select.locator('option[value="41"]').innerText()).toBe('41');
    await select.selectOption('41');
    // Once chosen, the net's areas and its EDB page; the areas are Chinese data, marked so on English pages.
    const areas = sheet.getByText(say(v, '41 校網包括：', 'School net 41 covers:'));
    await expect.poll(() => areas.innerText()).toContain(net.areas.join(say(v, '、', ', ')));
    if (v.locale === 'en') expect(await areas.locator('[lang="zh-Hant"]').innerText()).toBe(net.areas.join(', '));
    await applySheet(sheet, expected.total, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools?schoolCategory=小學&schoolNet=41'));
    await expectTotal(page, expected.total);
    await expect.poll(() => chipTexts(page, v)).toEqual(say(v, ['學校類別：小學', '小一學校網：41'], ['School category: Primary', 'P1 school net: 41']));
    if (v.locale === 'zh-HK') for (const card of await cardFacts(page)) expect(card).toContain('41 校網');
  });

  test('fee up to HK$30,000: the count, the results and each fee shown', async () => {
    const expected = await search({ maxFee: '30000' });
    const all = await search({});
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    const { page } = await open('/schools');
    const sheet = await openSheet(page, v);
    await sheet.getByRole('combobox', { name: say(v, '全年學費上限', 'Annual fee up to') }).selectOption({ label: say(v, 'HK$30,000 或以下', 'HK$30,000 or less') });
    await applySheet(sheet, expected.total, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools?maxFee=30000'));
    await expectTotal(page, expected.total);
    await expect.poll(() => chipTexts(page, v)).toEqual([say(v, '全年學費上限 HK$30,000', 'Annual fee up to HK$30,000')]);
    expect(await resultIds(page)).toEqual(expected.schools.map((school) => school.id));
    if (v.locale === 'zh-HK') {
      // Every school found has a known fee, at most the bound.
      for (const card of await cardFacts(page)) {
        const fee = card.map((fact) => /HK\$([\d,]+) 起/.exec(fact)?.[1]).find(Boolean);
        expect(fee, card.join(' · ')).toBeDefined();
        expect(Number(fee!.replaceAll(',', ''))).toBeLessThanOrEqual(30_000);
      }
    }
  });

  test('a category change drops the filters of other categories, in the sheet and by the tabs', async () => {
    const { page } = await open('/schools');
    let sheet = await openSheet(page, v);
    await sheet.getByRole('combobox', { name: category }).selectOption('幼稚園');
    await setChoices(sheet, k1, { [say(v, '有學位', 'Places available')]: true });
    await sheet.getByRole('checkbox', { name: noPen }).check();
    await setChoices(sheet, district, { [say(v, '觀塘區', 'Kwun Tong')]: true });
    await expectCount(sheet, (await search({ district: '觀塘區', schoolCategory: '幼稚園', k1Vacancy: 'Y', noPenWriting: 'true' })).total, v);
    // Primary: the kindergarten filters go, the primary ones come; the district stays.
    await sheet.getByRole('combobox', { name: category }).selectOption('小學');
    expect(await sheet.getByRole('checkbox', { name: noPen }).count()).toBe(0);
    expect(await sheet.getByLabel(k1).count()).toBe(0);
    await sheet.getByRole('combobox', { name: p1Net }).waitFor();
    await applySheet(sheet, (await search({ district: '觀塘區', schoolCategory: '小學' })).total, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools?district=觀塘區&schoolCategory=小學'));

    // A tab does the same to filters in the address (the tabs: all, kindergarten, primary, secondary).
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await page.goto(`${baseUrl()}${at(`/schools?district=${q('觀塘區')}&schoolCategory=${q('幼稚園')}&k1Vacancy=Y&kgScheme=true`)}`);
    await expectTotal(page, 59);
    await (await whenHydrated(tabs.nth(3))).click();
    await expect.poll(() => pathOf(page)).toBe(at('/schools?district=觀塘區&schoolCategory=中學'));
    await expectTotal(page, (await search({ district: '觀塘區', schoolCategory: '中學' })).total);
    await expect.poll(() => chipTexts(page, v)).toEqual(say(v, ['觀塘區', '學校類別：中學'], ['Kwun Tong', 'School category: Secondary']));
    // All drops every category's own filter.
    await page.goto(`${baseUrl()}${at(`/schools?schoolCategory=${q('小學')}&schoolNet=41&teachingLanguage=${q('中文')}`)}`);
    await expect.poll(() => pathOf(page)).toMatch(/^(\/en)?\/schools\?schoolCategory=小學&schoolNet=41/);
    await (await whenHydrated(tabs.nth(0))).click();
    await expect.poll(() => pathOf(page)).toBe(at('/schools'));
    sheet = await openSheet(page, v);
    expect(await sheet.getByRole('combobox', { name: p1Net }).count()).toBe(0);
  });

  test('the sheet is a draft: closing keeps the search, reset clears all but the name, focus returns to 篩選', async () => {
    const { page } = await open(`/schools?name=${q('學校')}&district=${q('沙田區')}`);
    const shatin = await search({ name: '學校', district: '沙田區' });
    await expectTotal(page, shatin.total);
    let sheet = await openSheet(page, v);
    await expectCount(sheet, shatin.total, v);
    await setChoices(sheet, district, { [say(v, '沙田區', 'Sha Tin')]: false, [say(v, '東區', 'Eastern')]: true });
    await sheet.getByRole('combobox', { name: say(v, '宗教', 'Religion') }).selectOption('佛教');
    await expectCount(sheet, (await search({ name: '學校', district: '東區', religiousAffiliation: '佛教' })).total, v);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe(at('/schools?name=學校&district=沙田區'));
    await expect.poll(() => filterButtonFocused(page, 1, v)).toBe(true);

    // Opened again, the sheet shows the applied search, not the dropped draft.
    sheet = await openSheet(page, v);
    expect((await choicesOf(sheet, district)).filter((c) => c.checked).map((c) => c.value)).toEqual(['沙田區']);
    expect(await sheet.getByRole('combobox', { name: say(v, '宗教', 'Religion') }).inputValue()).toBe('all');
    await sheet.getByRole('button', { name: say(v, '重設', 'Reset') }).click();
    await applySheet(sheet, (await search({ name: '學校' })).total, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools?name=學校'));
    // The close button too returns focus.
    sheet = await openSheet(page, v);
    await sheet.getByRole('button', { name: say(v, '關閉', 'Close') }).click();
    await sheetOf(page, v).waitFor({ state: 'hidden' });
    await expect.poll(() => filterButtonFocused(page, 0, v)).toBe(true);
  });

  test('the order is chosen in the sheet and applied with the filters', async () => {
    const byFee = await search({ district: '沙田區', sort: 'fee' });
    const byDefault = await search({ district: '沙田區' });
    expect(byFee.schools.map((s) => s.id)).not.toEqual(byDefault.schools.map((s) => s.id));
    const { page } = await open('/schools');
    const sheet = await openSheet(page, v);
    const sort = sheet.locator('#schools-sort');
    // Distance is offered only with a place.
    expect(await sort.locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value')))).toEqual(['default', 'name', 'fee']);
    await sort.selectOption('fee');
    await setChoices(sheet, district, { [say(v, '沙田區', 'Sha Tin')]: true });
    await applySheet(sheet, byFee.total, v);
    await expect.poll(() => pathOf(page)).toBe(at('/schools?district=沙田區&sort=fee'));
    await expectTotal(page, byFee.total);
    expect(await resultIds(page)).toEqual(byFee.schools.map((s) => s.id));
  });

  test('name search: Simplified Chinese finds what Traditional finds', async () => {
    const traditional = await search({ name: '聖保羅' });
    const simplified = await search({ name: '圣保罗' });
    expect(traditional.total).toBeGreaterThan(0);
    expect(simplified.schools.map((s) => s.id)).toEqual(traditional.schools.map((s) => s.id));
    const { page } = await open('/schools');
    const box = await whenHydrated(page.getByRole('searchbox', { name: say(v, '學校名稱', 'School name') }));
    await box.fill('圣保罗');
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(at('/schools?name=圣保罗'));
    await expectTotal(page, traditional.total);
    expect(await resultIds(page)).toEqual(traditional.schools.map((s) => s.id));
  });

  test('name search: a school number finds its school', async () => {
    const { schools } = await search({ schoolCategory: '中學', district: '灣仔區' });
    const school = await api<SearchResult['schools'][number] & { schoolNo: string }>(`/api/schools/${schools[0]!.id}`);
    const expected = await search({ name: school.schoolNo });
    expect(expected.schools.map((s) => s.id)).toContain(school.id);
    const { page } = await open('/schools');
    const box = await whenHydrated(page.getByRole('searchbox', { name: say(v, '學校名稱', 'School name') }));
    await box.fill(school.schoolNo);
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(at(`/schools?name=${school.schoolNo}`));
    await expectTotal(page, expected.total);
    expect(await resultIds(page)).toContain(school.id);
  });

  test('a name of 500 characters in the URL says the name is too long instead of searching', async () => {
    const { page, errors, close } = await openVariant(browser(), v);
    cleanup = close;
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/schools') searches.push(request.url());
    });
    await page.goto(`${baseUrl()}${at(`/schools?name=${q('學'.repeat(500))}`)}`);
    // The message is the list page's: in Chinese here, and naming the limit in either language.
    await page.getByRole('alert').filter({ hasText: say(v, '校名太長：最多 100 個字。請輸入較短的校名。', 'The school name is too long: at most 100 characters. Please enter a shorter name.') }).waitFor();
    expect(await results(page).count()).toBe(0);
    expect(searches.filter((url) => url.includes('name='))).toEqual([]);
    // A shorter name searches again.
    const box = await whenHydrated(page.getByRole('searchbox', { name: say(v, '學校名稱', 'School name') }));
    await box.fill('聖保羅');
    await box.press('Enter');
    await expectTotal(page, (await search({ name: '聖保羅' })).total);
    expect(errors).toEqual([]);
  });

  test('without script the filters are a plain GET form: the server renders the filtered list, then a category’s own filters', async () => {
    const { page } = await openVariant(browser(), v, { javaScriptEnabled: false }).then((opened) => {
      cleanup = opened.close;
      return opened;
    });
    await page.goto(`${baseUrl()}${at('/schools')}`);
    const form = page.getByRole('search', { name: say(v, '篩選學校', 'Filter schools') });
    const submit = form.getByRole('button', { name: say(v, '套用篩選', 'Apply filters') });
    const tick = async (list: string, label: string) => {
      const summary = form.locator('summary').and(form.getByLabel(list));
      await summary.click();
      await form.getByRole('group', { name: list, exact: true }).getByRole('checkbox', { name: label, exact: true }).check();
      await summary.click();
    };
    await tick(district, say(v, '沙田區', 'Sha Tin'));
    await tick(district, say(v, '大埔區', 'Tai Po'));
    await form.getByRole('combobox', { name: say(v, '宗教', 'Religion') }).selectOption('天主教');
    await submit.click();
    // The server reads the ticked boxes (district=大埔區&district=沙田區) as one list (under /en it answers with the
    // canonical address, district=大埔區,沙田區).
    await page.waitForURL((url) => url.searchParams.getAll('district').join(',').split(',').length === 2);
    await expect.poll(() => chipTexts(page, v)).toEqual(say(v, ['大埔區', '沙田區', '宗教：天主教'], ['Tai Po', 'Sha Tin', 'Religion: Catholicism']));
    const catholic = await search({ district: '沙田區,大埔區', religiousAffiliation: '天主教' });
    expect(catholic.total).toBeGreaterThan(0);
    await expectTotal(page, catholic.total);
    expect(await resultIds(page)).toEqual(catholic.schools.map((school) => school.id));

    // The form shows what is chosen; choosing a category brings its own filters with the next page.
    expect(await form.getByRole('combobox', { name: say(v, '宗教', 'Religion') }).inputValue()).toBe('天主教');
    expect(await form.getByRole('checkbox', { name: scheme }).count()).toBe(0);
    await form.getByRole('combobox', { name: say(v, '宗教', 'Religion') }).selectOption('all');
    await form.getByRole('combobox', { name: category }).selectOption('幼稚園');
    await submit.click();
    await page.waitForURL((url) => url.searchParams.get('schoolCategory') === '幼稚園');
    await form.getByRole('checkbox', { name: scheme }).check();
    await tick(k1, say(v, '有學位', 'Places available'));
    await submit.click();
    await page.waitForURL((url) => url.searchParams.get('kgScheme') === 'true');
    await expect.poll(() => chipTexts(page, v)).toEqual(
      say(v, ['大埔區', '沙田區', '學校類別：幼稚園', '幼兒班學位 2026/27：有學位', scheme], ['Tai Po', 'Sha Tin', 'School category: Kindergarten', 'K1 places 2026/27: Places available', scheme]),
    );
    const kindergartens = await search({ district: '沙田區,大埔區', schoolCategory: '幼稚園', k1Vacancy: 'Y', kgScheme: 'true' });
    await expectTotal(page, kindergartens.total);
    expect(await resultIds(page)).toEqual(kindergartens.schools.map((school) => school.id));
  });
});

describe.each(VARIANTS)('$device $locale', (v) => {
  const { open, at, district, category, k1, scheme, noPen, p1Net } = inVariant(v);

  test('the open sheet is axe clean and in the page’s language, and its Tab stops are named, outlined and kept inside it', async () => {
    const { page } = await open(`/schools?schoolCategory=${q('幼稚園')}&district=${q('沙田區')}`);
    const sheet = await openSheet(page, v);
    await expectNoSevereViolations(page, `${v.device} ${v.locale} filter sheet`);
    // With a list open too.
    await sheet.locator('summary').and(sheet.getByLabel(district)).click();
    await sheet.getByRole('group', { name: district, exact: true }).waitFor();
    await expectNoSevereViolations(page, `${v.device} ${v.locale} filter sheet, district list open`);
    if (v.locale === 'en') expect(await chineseOutsideMarkedData(page, SHEET_ONLY)).toEqual([]);

    if (v.device === 'desktop') {
      const { stops, problems } = await tabStops(page, { untilRepeat: true, max: 80 });
      expect(problems).toEqual([]);
      const names = stops.map((stop) => stop.name);
      // Every control of the sheet is reached, and focus never leaves it.
      const controls = say(v, ['關閉', '沙田區', '學校類別', '宗教', '全年學費上限', '參加幼稚園教育計劃', '重設'], ['Close', 'Sha Tin', 'School category', 'Religion', 'Annual fee up to', scheme, 'Reset']);
      for (const name of controls) expect(names.some((n) => n.includes(name)), `${name} in ${names.join(' | ')}`).toBe(true);
      expect(names.some((n) => say(v, /^顯示 [\d,]+ 間學校$/, /^Show [\d,]+ schools?$/).test(n))).toBe(true);
      expect(names.some((n) => n === say(v, '搜尋', 'Search') || n.startsWith(say(v, '篩選（', 'Filters (')))).toBe(false);
      expect(await applyButton(sheet, v).isVisible()).toBe(true);
    }
  });

  test('the filters in the page’s words: each control, value and chip, the net’s areas, a name too long, the form without script', async () => {
    // Kindergartens of two districts with a K1 place and the scheme, Catholic, co-educational, a fee bound.
    const query = `district=${q('大埔區,沙田區')}&schoolCategory=${q('幼稚園')}&k1Vacancy=Y&kgScheme=true&religiousAffiliation=${q('天主教')}&gender=${q('男女')}&maxFee=30000`;
    const expected = await api<SearchResult>(`/api/schools?${query}&limit=9`);
    const { page } = await open(`/schools?${query}`);
    const chips = say(
      v,
      ['大埔區', '沙田區', '學校類別：幼稚園', '宗教：天主教', '學生性別：男女校', '全年學費上限 HK$30,000', '幼兒班學位 2026/27：有學位', scheme],
      ['Tai Po', 'Sha Tin', 'School category: Kindergarten', 'Religion: Catholicism', 'Student gender: Co-educational', 'Annual fee up to HK$30,000', 'K1 places 2026/27: Places available', scheme],
    );
    await expect.poll(() => chipTexts(page, v)).toEqual(chips);
    expect(await activeCount(page, v)).toBe(chips.length - 1); // the districts are one filter
    await page.getByRole('searchbox', { name: say(v, '學校名稱', 'School name') }).waitFor();
    await page.getByRole('button', { name: say(v, '清除篩選', 'Clear filters') }).waitFor();
    if (v.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    const sheet = await openSheet(page, v);
    await expectCount(sheet, expected.total, v);
    expect(await sheet.locator('summary').and(sheet.getByLabel(district)).innerText()).toContain(say(v, '大埔區、沙田區', 'Tai Po, Sha Tin'));
    const selected = (name: string) => sheet.getByRole('combobox', { name }).locator('option:checked').innerText();
    expect(await selected(category)).toBe(say(v, '幼稚園', 'Kindergarten'));
    expect(await selected(say(v, '宗教', 'Religion'))).toBe(say(v, '天主教', 'Catholicism'));
    expect(await selected(say(v, '學生性別', 'Student gender'))).toBe(say(v, '男女校', 'Co-educational'));
    expect(await sheet.getByRole('combobox', { name: say(v, '學生性別', 'Student gender') }).locator('option').allInnerTexts()).toContain(say(v, '女校', 'Girls'));
    expect(await sheet.getByRole('combobox', { name: say(v, '宗教', 'Religion') }).locator('option').allInnerTexts()).toContain(say(v, '不限', 'Any'));
    expect(await selected(say(v, '全年學費上限', 'Annual fee up to'))).toBe(say(v, 'HK$30,000 或以下', 'HK$30,000 or less'));
    expect(await sheet.getByRole('checkbox', { name: scheme }).isChecked()).toBe(true);
    expect(await sheet.getByRole('checkbox', { name: noPen }).isChecked()).toBe(false);
    const boxes = async (list: string, labels: string[]) => {
      const summary = sheet.locator('summary').and(sheet.getByLabel(list));
      await summary.click();
      const states = [];
      for (const label of labels) states.push(await sheet.getByRole('group', { name: list, exact: true }).getByRole('checkbox', { name: label, exact: true }).isChecked());
      await summary.click();
      return states;
    };
    expect(await boxes(district, say(v, ['大埔區', '沙田區', '觀塘區', '東區'], ['Tai Po', 'Sha Tin', 'Kwun Tong', 'Eastern']))).toEqual([true, true, false, false]);
    expect(await boxes(k1, [say(v, '有學位', 'Places available')])).toEqual([true]);
    expect(await boxes(say(v, '學校類型', 'School type'), say(v, ['非牟利', '私立'], ['Non-profit-making', 'Private']))).toEqual([false, false]);
    for (const name of [say(v, '重設', 'Reset'), say(v, '關閉', 'Close')]) await sheet.getByRole('button', { name }).waitFor();
    if (v.locale === 'en') expect(await chineseOutsideMarkedData(page, SHEET_ONLY)).toEqual([]);

    // Primary: the types of primary schools, and the P1 net, whose choice names its areas in Chinese only.
    const { nets } = await api<{ nets: P1Net[] }>('/api/nets');
    const net = nets.find((n) => n.net === '41')!;
    await sheet.getByRole('combobox', { name: category }).selectOption('小學');
    expect(await boxes(say(v, '學校類型', 'School type'), say(v, ['官立', '私立'], ['Government', 'Private']))).toEqual([false, false]);
    const select = sheet.getByRole('combobox', { name: p1Net });
    const areasNamed = `41：${net.areas.slice(0, 4).join('、')}${net.areas.length > 4 ? '等' : ''}`;
    await expect.poll(() => select.locator('option[value="41"]').innerText()).toBe(say(v, areasNamed, '41'));
    await select.selectOption('41');
    // Once chosen, the net's areas; Chinese data, marked so on English pages.
    const areas = sheet.getByText(say(v, '41 校網包括：', 'School net 41 covers:'));
    await expect.poll(() => areas.innerText()).toContain(net.areas.join(say(v, '、', ', ')));
    if (v.locale === 'en') expect(await areas.locator('[lang="zh-Hant"]').innerText()).toBe(net.areas.join(', '));
    await page.goto(`${baseUrl()}${at(`/schools?schoolCategory=${q('小學')}&schoolNet=41&gender=${q('女')}`)}`);
    await expect.poll(() => chipTexts(page, v)).toEqual(say(v, ['學校類別：小學', '學生性別：女校', '小一學校網：41'], ['School category: Primary', 'Student gender: Girls', 'P1 school net: 41']));

    // A name too long says so, in the page's words and naming the limit.
    await page.goto(`${baseUrl()}${at(`/schools?name=${q('學'.repeat(500))}`)}`);
    await page.getByRole('alert').filter({ hasText: say(v, '校名太長：最多 100 個字。請輸入較短的校名。', 'The school name is too long: at most 100 characters. Please enter a shorter name.') }).waitFor();

    // Without script: the form's button, and the chips the server writes.
    const plain = await openVariant(browser(), v, { javaScriptEnabled: false });
    try {
      await plain.page.goto(`${baseUrl()}${at(`/schools?district=${q('大埔區,沙田區')}&religiousAffiliation=${q('天主教')}`)}`);
      await plain.page.getByRole('search', { name: say(v, '篩選學校', 'Filter schools') }).getByRole('button', { name: say(v, '套用篩選', 'Apply filters') }).waitFor();
      expect(await chipTexts(plain.page, v)).toEqual(say(v, ['大埔區', '沙田區', '宗教：天主教'], ['Tai Po', 'Sha Tin', 'Religion: Catholicism']));
      if (v.locale === 'en') expect(await chineseOutsideMarkedData(plain.page)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
