// The compare list (toasts from lists), the compare bar, and the compare page with its URL. In both languages
// (VARIANTS): the toasts and the bar, the picker with the chosen schools and the mixed-category warning; once (ONCE):
// the list kept across pages and reloads, the address of the chosen schools, unknown facts as a dash.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CATEGORY_LABELS } from '../src/shared/vocabulary/categories.ts';
import { labelOf } from '../src/shared/vocabulary/labels.ts';
import { api, baseUrl, CATEGORY, pathOf, q, uniqueNames, useBrowser, type SchoolSummary, type SearchResult } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { expectToast, recordToasts } from './toasts.ts';
import { nameIn, ONCE, pathFor, sharedVariantPage, say, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();

/** The chosen schools, each a card headed by its Chinese name (with the English name in the table on English pages). */
function chosen(page: Page, variant: Variant) {
  return page.getByRole('region', { name: say(variant, /已選擇的學校/, /Chosen schools/) });
}

/** What the tests of a variant share: its pages and the compare page's words. */
function inVariant(variant: Variant) {
  const name = (school: SchoolSummary) => nameIn(variant, school);
  const category = (value: string) => labelOf(CATEGORY_LABELS, value, variant.locale);
  return {
    url: (path: string) => `${baseUrl()}${pathFor(variant, path)}`,
    name,
    add: (school: SchoolSummary) => say(variant, `加入比較：${name(school)}`, `Add to comparison: ${name(school)}`),
    remove: (school: SchoolSummary) => say(variant, `移除比較：${name(school)}`, `Remove from comparison: ${name(school)}`),
    removeChosen: (school: SchoolSummary) => say(variant, `移除：${name(school)}`, `Remove: ${name(school)}`),
    added: (count: number) => [say(variant, '已加入比較', 'Added to the comparison'), say(variant, `已加入比較清單 (${count}/3)`, `Added to your compare list (${count}/3)`)] as const,
    start: (count: number) => say(variant, `開始比較 (${count}/3)`, `Compare (${count}/3)`),
    category,
    chosenCount: (count: number) => say(variant, `已選擇的學校 (${count}/3)`, `Chosen schools (${count}/3)`),
    needTwo: say(variant, '請再加入最少一間學校，即可開始比較。', 'Add at least one more school to start comparing.'),
    mixed: say(variant, '所選學校類別不同，部分項目未必可以比較', 'The chosen schools are of different categories; some facts may not be comparable'),
    categoryTable: (value: string) => say(variant, `${value}資料比較`, `${category(value)} facts compared`),
  };
}

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const { url, name, add, remove, removeChosen, added, start, category, chosenCount, needTwo, mixed, categoryTable } = inVariant(variant);
  test('add, full at three, remove: toasts and the compare bar', async () => {
    const first = await api<SearchResult>('/api/schools?limit=9');
    const [a, b, c, d] = uniqueNames(first.schools);
    const { page, errors } = await open();
    await recordToasts(page.context());
    await page.goto(url('/schools'));

    await page.getByRole('button', { name: add(a!) }).click();
    await expectToast(page, variant, ...added(1));
    // Now chosen: the same button removes, so a duplicate cannot be added from the list.
    const aButton = page.getByRole('button', { name: remove(a!) });
    expect(await aButton.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('link', { name: say(variant, /開始比較/, /^Compare \(/) }).count()).toBe(0);

    await page.getByRole('button', { name: add(b!) }).click();
    await expectToast(page, variant, ...added(2));
    await page.getByRole('link', { name: start(2) }).waitFor();
    await page.getByRole('button', { name: add(c!) }).click();
    await expectToast(page, variant, ...added(3));

    await page.getByRole('button', { name: add(d!) }).click();
    await expectToast(
      page,
      variant,
      say(variant, '比較清單已滿', 'The compare list is full'),
      say(variant, '最多可以比較 3 間學校，請先移除一間學校再新增', 'You can compare at most 3 schools: remove one before adding another'),
    );
    expect(await page.getByRole('button', { name: add(d!) }).getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: remove(c!) }).click();
    await expectToast(page, variant, say(variant, '已移除比較', 'Removed from the comparison'), say(variant, '學校已從比較清單移除', 'The school has been removed from your compare list'));
    await page.getByRole('link', { name: start(2) }).click();
    // The link carries the search it came from, for the way back.
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${a!.id},${b!.id}&from=/schools`);
    await chosen(page, variant).getByRole('heading', { name: name(a!), exact: true }).waitFor();
    await chosen(page, variant).getByRole('heading', { name: name(b!), exact: true }).waitFor();
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('adding from the picker, the mixed-category warning and the same-category table', async () => {
    const kg = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=100`);
    const primary = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=100`);
    const { page } = await open();
    const compare = url('/compare');
    await page.goto(compare);
    await page.getByRole('heading', { name: say(variant, '尚未選擇學校', 'No schools chosen yet') }).waitFor();
    const categories = page.getByRole('group', { name: say(variant, '學校類別', 'School category') });
    // The search's list (the similar schools of those chosen are offered above it too: e2e/similar.test.ts).
    const candidates = page.getByRole('list', { name: say(variant, '可加入比較的學校', 'Schools you can add') });
    const addButton = (school: SchoolSummary) => candidates.getByRole('button', { name: say(variant, `加入：${name(school)}`, `Add: ${name(school)}`) });
    await categories.getByRole('button', { name: category(CATEGORY.kindergarten) }).click();
    const [k1, k2] = uniqueNames(kg.schools);
    // The similar schools of the first chosen held back, then let through: the list below them keeps its place (a tap
    // on a school's button as they arrive once landed beside it).
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(`**/api/schools/${k1!.id}/similar`, async (route) => {
      await held;
      await route.continue();
    });
    await addButton(k1!).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${k1!.id}`);
    // One school is no comparison: a prompt, no table.
    await chosen(page, variant).getByRole('heading', { name: chosenCount(1) }).waitFor();
    await page.getByText(needTwo).waitFor();
    expect(await page.getByRole('heading', { name: say(variant, '比較結果', 'Comparison') }).count()).toBe(0);
    const place = await addButton(k2!).boundingBox();
    letThrough();
    await page.getByRole('heading', { name: say(variant, `與${name(k1!)}同類的學校`, `Schools like ${name(k1!)}`) }).waitFor();
    expect(await addButton(k2!).boundingBox()).toEqual(place);
    await addButton(k2!).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${k1!.id},${k2!.id}`);
    // The chosen school is no longer offered.
    expect(await addButton(k1!).count()).toBe(0);
    const kindergartens = page.getByRole('table', { name: categoryTable(CATEGORY.kindergarten) });
    await kindergartens.getByText(say(variant, '參加幼稚園教育計劃', 'Kindergarten Education Scheme')).waitFor();
    expect(await page.getByText(mixed).count()).toBe(0);
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);

    const p1 = uniqueNames(primary.schools)[0]!;
    await categories.getByRole('button', { name: category(CATEGORY.primary) }).click();
    await addButton(p1).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${k1!.id},${k2!.id},${p1.id}`);
    await page.getByText(mixed).waitFor();
    expect(await kindergartens.count()).toBe(0);
    // Three chosen: the picker says so; each chosen school has its remove button.
    await chosen(page, variant).getByRole('heading', { name: chosenCount(3) }).waitFor();
    expect(await page.getByRole('searchbox', { name: say(variant, '學校名稱', 'School name') }).getAttribute('placeholder')).toBe(say(variant, '最多已選擇三間學校', 'Three schools already chosen'));
    await chosen(page, variant).getByRole('button', { name: removeChosen(p1) }).waitFor();
    const basic = page.getByRole('table', { name: say(variant, '基本資料比較', 'Basic facts compared') });
    const rows = say(
      variant,
      ['地區', '地址', '電話', '學校類型', '辦學團體', '宗教', '校訓', '創校年份', '學生性別', '全年學費（最低）'],
      ['District', 'Address', 'Telephone', 'Finance type', 'Sponsoring body', 'Religion', 'Motto', 'Year founded', 'Students', 'Annual fee \\(lowest\\)'],
    );
    for (const row of rows) {
      // Named by its label, then 不同 (differs) when the schools' values differ.
      await basic.getByRole('rowheader', { name: new RegExp(`^${row}( ${say(variant, '不同', 'differs')})?$`) }).waitFor();
    }
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
  });
});

describe.each(ONCE)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const { url, name, add, remove, removeChosen, chosenCount, needTwo, categoryTable } = inVariant(variant);

  test('the list survives a reload and is shared with the detail page (no duplicates)', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=9');
    const [a] = uniqueNames(schools);
    const { page } = await open();
    await page.goto(url('/schools'));
    await page.getByRole('button', { name: add(a!) }).click();
    await page.goto(url(`/schools/${a!.id}`));
    // Already in the list: the detail page offers removal, not a second add.
    await page.getByRole('button', { name: remove(a!) }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('compareSchools')")).toBe(JSON.stringify([a!.id]));
  });

  test('loading /compare?schools=a,b,c shows three cards; removing one updates the URL', async () => {
    const list = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=20`);
    const schools = uniqueNames(list.schools).slice(0, 3);
    const ids = schools.map((s) => s.id);
    const { page } = await open();
    await page.goto(`${url('/compare')}?schools=${ids.join(',')}`);
    for (const school of schools) await chosen(page, variant).getByRole('heading', { name: name(school), exact: true }).waitFor();
    await chosen(page, variant).getByRole('heading', { name: chosenCount(3) }).waitFor();
    // The picker is disabled when three are chosen.
    const picker = page.getByRole('searchbox', { name: say(variant, '學校名稱', 'School name') });
    expect(await picker.isDisabled()).toBe(true);
    expect(await picker.getAttribute('placeholder')).toBe(say(variant, '最多已選擇三間學校', 'Three schools already chosen'));

    await chosen(page, variant).getByRole('button', { name: removeChosen(schools[1]!) }).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${ids[0]},${ids[2]}`);
    await expect.poll(() => chosen(page, variant).getByRole('heading', { name: name(schools[1]!), exact: true }).count()).toBe(0);
    // Removing all resets the address to /compare and shows the empty state.
    await chosen(page, variant).getByRole('button', { name: removeChosen(schools[0]!) }).click();
    await chosen(page, variant).getByRole('button', { name: removeChosen(schools[2]!) }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/compare'));
    await page.getByRole('heading', { name: say(variant, '尚未選擇學校', 'No schools chosen yet') }).waitFor();
  });

  test('/compare?schools=x,1 keeps only school 1', async () => {
    const exists = await fetch(`${baseUrl()}/api/schools/1`);
    expect(exists.ok, 'school 1 exists').toBe(true);
    const one = (await exists.json()) as SchoolSummary;
    const { page } = await open();
    await page.goto(`${url('/compare')}?schools=x,1`);
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=1`);
    await chosen(page, variant).getByRole('heading', { name: name(one), exact: true }).waitFor();
    await chosen(page, variant).getByRole('heading', { name: chosenCount(1) }).waitFor();
    // One school is no comparison (SPEC §5): a prompt, no table.
    await page.getByText(needTwo).waitFor();
    expect(await page.getByRole('heading', { name: say(variant, '比較結果', 'Comparison') }).count()).toBe(0);
  });

  test('facts the data does not give show a dash, never "no"', async () => {
    // Secondary schools have no profile here: the committee is unknown, not "not established".
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=2`);
    const { page } = await open();
    await page.goto(`${url('/compare')}?schools=${schools.map((s) => s.id).join(',')}`);
    const table = page.getByRole('table', { name: categoryTable(CATEGORY.secondary) });
    const committee = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: say(variant, '法團校董會', 'Incorporated management committee') }) });
    await committee.waitFor();
    expect(await committee.getByRole('cell').allInnerTexts()).toEqual(['-', '-']);
  });
});
