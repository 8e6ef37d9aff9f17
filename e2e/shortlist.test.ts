// The shortlist (收藏): the star on lists, the page with notes by category, its shared link, its CSV and the compare
// picker's 從收藏加入; axe on the page filled, empty and shared. In both languages (VARIANTS, Chinese-only data marked
// on English pages): the page filled and emptied, its CSV, the shared view; once (ONCE): the sections and a shared
// link taken in, the compare picker; the table view's star once at desktop width.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, CATEGORY, holdChunk, pathOf, q, screenshot, uniqueNames, useBrowser, type SchoolSummary, type SearchResult } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { nameIn, ONCE, openVariant, pathFor, say, sharedVariantPage, variantName, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A school of each category, secondary first (the page puts kindergartens first). */
async function oneOfEach(): Promise<SchoolSummary[]> {
  const first = async (category: string) => uniqueNames((await api<SearchResult>(`/api/schools?schoolCategory=${q(category)}&limit=10`)).schools)[0]!;
  return [await first(CATEGORY.secondary), await first(CATEGORY.primary), await first(CATEGORY.kindergarten)];
}

const storedIds = (page: Page) => page.evaluate<number[]>("JSON.parse(localStorage.getItem('shortlist') ?? '[]').map((entry) => entry.id)");

/** What the tests of a variant share: its pages and the names it gives schools. */
function inVariant(variant: Variant) {
  const url = (path: string) => `${baseUrl()}${pathFor(variant, path)}`;
  const name = (school: SchoolSummary) => nameIn(variant, school);
  return {
    url,
    name,
    schoolLink: (page: Page, school: SchoolSummary) => page.getByRole('heading', { level: 3, name: name(school), exact: true }),
    /** The block's page (sharedVariantPage: its localStorage, the shortlist, is cleared after each test). */
    open: sharedVariantPage(browser, variant),
    /** Stores a shortlist (on a page of the site, for its storage) and opens `path`. */
    async withShortlist(page: Page, entries: { id: number; note?: string }[], path = '/shortlist') {
      await page.goto(url('/contact'));
      const stored = JSON.stringify(entries.map(({ id, note = '' }) => ({ id, note })));
      await page.evaluate(`localStorage.setItem('shortlist', ${JSON.stringify(stored)})`);
      await page.goto(url(path));
    },
  };
}

describe.each(VARIANTS)('$device $locale', (variant) => {
  const { url, name, schoolLink, open, withShortlist } = inVariant(variant);
  const english = variant.locale === 'en';

  test('a star on a card saves the school; the page lists it with its note, across reloads', async () => {
    const [a] = uniqueNames((await api<SearchResult>('/api/schools?limit=9')).schools);
    const note = say(variant, '開放日：三月', 'Open day: March');
    const { page, errors } = await open();
    await page.goto(url('/schools'));
    await page.getByRole('button', { name: say(variant, `收藏：${name(a!)}`, `Save: ${name(a!)}`) }).click();
    const saved = page.getByRole('button', { name: say(variant, `取消收藏：${name(a!)}`, `Remove from saved: ${name(a!)}`) });
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    if (variant.device === 'phone') await page.getByRole('button', { name: say(variant, '開啟選單', 'Open the menu') }).click();
    await page.getByRole('link', { name: say(variant, '收藏', 'Saved'), exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/shortlist'));
    await schoolLink(page, a!).waitFor();
    await page.reload();
    const noteBox = page.getByRole('textbox', { name: say(variant, `備註：${name(a!)}`, `Note: ${name(a!)}`) });
    await noteBox.fill(note);
    await page.getByRole('button', { name: say(variant, `加入比較：${name(a!)}`, `Add to comparison: ${name(a!)}`) }).click();
    await page.reload();
    expect(await noteBox.inputValue()).toBe(note);
    const compared = page.getByRole('button', { name: say(variant, `移除比較：${name(a!)}`, `Remove from comparison: ${name(a!)}`) });
    expect(await compared.getAttribute('aria-pressed')).toBe('true');
    const link = await page.getByRole('textbox', { name: say(variant, '收藏的分享連結', 'Link to your saved schools') }).inputValue();
    expect(link).toBe(`${url('/shortlist')}?schools=${a!.id}`);
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `shortlist filled (${variantName(variant)})`);
    await page.getByRole('button', { name: say(variant, `從收藏移除：${name(a!)}`, `Remove from saved: ${name(a!)}`) }).click();
    await page.getByRole('heading', { name: say(variant, '尚未收藏學校', 'No saved schools yet') }).waitFor();
    expect(await storedIds(page)).toEqual([]);
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `shortlist empty (${variantName(variant)})`);
    expect(errors).toEqual([]);
  });

  test('the shortlist downloads as CSV: BOM, Chinese names intact, a row per school, the notes', async () => {
    const schools = await oneOfEach();
    const note = say(variant, '面試, 十月', 'Interview, October');
    const { page } = await open();
    await withShortlist(page, schools.map(({ id }, index) => ({ id, note: index === 0 ? note : '' })));
    await schoolLink(page, schools[0]!).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: say(variant, '下載 CSV', 'Download CSV') }).click()]);
    expect(download.suggestedFilename()).toBe('shortlist.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith(say(variant, '\uFEFF學校編號,學校名稱,', '\uFEFFSchool no.,Name (Chinese),'))).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + schools.length);
    expect(lines[0]!.endsWith(say(variant, ',備註', ',Note'))).toBe(true);
    // Kindergarten first, as on the page; the secondary school last, with its note.
    expect(lines[1]).toContain(`,${schools[2]!.name},`);
    expect(lines[3]).toContain(`,${schools[0]!.name},`);
    expect(lines[3]!.endsWith(`,"${note}"`)).toBe(true);
  });

  test('the page with the compare bar and a toast, and a shared link; axe clean', async () => {
    const [secondary, primary] = await oneOfEach();
    const { page } = await open();
    await withShortlist(page, [{ id: primary!.id, note: say(variant, '開放日', 'Open day') }]);
    await page.getByRole('heading', { level: 1, name: say(variant, '我的收藏', 'Saved schools') }).waitFor();
    await page.getByRole('heading', { level: 2, name: say(variant, '小學（1 間）', 'Primary (1)') }).waitFor();
    // With the compare bar and a toast on screen too.
    await page.evaluate(`localStorage.setItem('compareSchools', '[${secondary!.id}]')`);
    await page.reload();
    await page.getByRole('button', { name: say(variant, `加入比較：${name(primary!)}`, `Add to comparison: ${name(primary!)}`) }).click();
    const bar = page.getByRole('complementary', { name: say(variant, '比較清單', 'Compare list') });
    await bar.getByRole('link', { name: say(variant, '開始比較 (2/3)', 'Compare (2/3)') }).waitFor();
    await page.getByRole('region', { name: say(variant, /通知/, /Notifications/) }).getByText(say(variant, '已加入比較', 'Added to the comparison'), { exact: true }).waitFor();
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await page.goto(`${url('/shortlist')}?schools=${secondary!.id},${primary!.id}`);
    await page.getByRole('heading', { name: say(variant, '這是別人分享的收藏', 'Saved schools someone shared') }).waitFor();
    const sections = page.getByRole('heading', { level: 2, name: say(variant, /（\d+ 間）$/, / \(\d+\)$/) });
    await sections.first().waitFor();
    expect(await sections.allTextContents()).toEqual(say(variant, ['小學（1 間）', '中學（1 間）'], ['Primary (1)', 'Secondary (1)']));
    await screenshot(page, `shortlist-filled-${variantName(variant)}`);
    // The star of a school in the view that is saved (its name is the same as the remove button's in English).
    await page.getByRole('button', { name: say(variant, `取消收藏：${name(primary!)}`, `Remove from saved: ${name(primary!)}`) }).waitFor();
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `shared shortlist (${variantName(variant)})`);
    // Taking the shared schools in, then the compare picker, which offers the shortlist first.
    await page.getByRole('button', { name: say(variant, '把 1 間加入我的收藏', 'Add 1 to my saved schools') }).click();
    await page.getByRole('button', { name: say(variant, '全部已在我的收藏中', 'All are in my saved schools') }).waitFor();
    await page.getByRole('link', { name: say(variant, '查看我的收藏', 'See my saved schools') }).waitFor();
    await page.goto(url('/compare'));
    const picks = page.getByRole('list', { name: say(variant, '從收藏加入', 'Add from your saved schools') });
    await picks.getByRole('button', { name: say(variant, `加入：${name(secondary!)}`, `Add: ${name(secondary!)}`) }).waitFor();
  });
});

describe.each(ONCE)('$device $locale', (variant) => {
  const { url, name, schoolLink, open, withShortlist } = inVariant(variant);

  test('sections by category; a shared link is a view until its schools are added', async () => {
    const [secondary, primary, kindergarten] = await oneOfEach();
    const { page } = await open();
    await withShortlist(page, [{ id: secondary!.id, note: say(variant, '我的備註', 'My note') }, { id: primary!.id }]);
    const sections = page.getByRole('heading', { level: 2, name: say(variant, /（\d+ 間）$/, / \(\d+\)$/) });
    await sections.first().waitFor();
    expect(await sections.allTextContents()).toEqual(say(variant, ['小學（1 間）', '中學（1 間）'], ['Primary (1)', 'Secondary (1)']));
    const link = await page.getByRole('textbox', { name: say(variant, '收藏的分享連結', 'Link to your saved schools') }).inputValue();
    expect(link).toBe(`${url('/shortlist')}?schools=${secondary!.id},${primary!.id}`);

    await page.goto(`${url('/shortlist')}?schools=${kindergarten!.id},${primary!.id}`);
    await page.getByRole('heading', { name: say(variant, '這是別人分享的收藏', 'Saved schools someone shared') }).waitFor();
    await schoolLink(page, kindergarten!).waitFor();
    expect(await schoolLink(page, secondary!).count()).toBe(0);
    expect(await storedIds(page)).toEqual([secondary!.id, primary!.id]);
    await page.getByRole('button', { name: say(variant, '把 1 間加入我的收藏', 'Add 1 to my saved schools') }).click();
    await page.getByRole('button', { name: say(variant, '全部已在我的收藏中', 'All are in my saved schools') }).waitFor();
    expect(await storedIds(page)).toEqual([secondary!.id, primary!.id, kindergarten!.id]);
    await page.getByRole('link', { name: say(variant, '查看我的收藏', 'See my saved schools') }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/shortlist'));
    await sections.first().waitFor();
    expect(await sections.allTextContents()).toEqual(
      say(variant, ['幼稚園（1 間）', '小學（1 間）', '中學（1 間）'], ['Kindergarten (1)', 'Primary (1)', 'Secondary (1)']),
    );
    const note = page.getByRole('textbox', { name: say(variant, `備註：${name(secondary!)}`, `Note: ${name(secondary!)}`) });
    expect(await note.inputValue()).toBe(say(variant, '我的備註', 'My note'));
  });

  test('the compare picker offers the shortlist first', async () => {
    const [secondary, primary] = await oneOfEach();
    const { page } = await open();
    await withShortlist(page, [{ id: secondary!.id }, { id: primary!.id }], '/compare');
    const picks = page.getByRole('list', { name: say(variant, '從收藏加入', 'Add from your saved schools') });
    await picks.getByRole('button', { name: say(variant, `加入：${name(secondary!)}`, `Add: ${name(secondary!)}`) }).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/compare')}?schools=${secondary!.id}`);
    const chosen = page.getByRole('region', { name: say(variant, /已選擇的學校/, /Chosen schools/) });
    await chosen.getByRole('heading', { name: name(secondary!), exact: true }).waitFor();
    expect(await picks.getByRole('button').count()).toBe(1);
  });
});

// The table view is the desktop's: once, at desktop width (its star's words are the cards' and the school page's).
describe.each(VARIANTS.filter((variant) => variant.device === 'desktop'))('$device $locale', (variant) => {
  test('a star in the table works once the page is hydrated, even when the table’s code is slow to come', async () => {
    const [a] = uniqueNames((await api<SearchResult>('/api/schools?limit=9')).schools);
    const name = nameIn(variant, a!);
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    // Held back until the page is idle: the page must take the table's code with it before React takes over the
    // server's table.
    const chunk = await holdChunk(page, /\/assets\/school-table-[\w-]+\.js$/);
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}?view=table`); // returns once the page is hydrated
    expect(chunk.held()).toBe(1);
    expect(chunk.hydratedEarly()).toBe(false);
    await page.getByRole('row').getByRole('button', { name: say(variant, `收藏：${name}`, `Save: ${name}`) }).click();
    await expect.poll(() => storedIds(page)).toEqual([a!.id]);
    expect(errors).toEqual([]);
  });

  test('the star on a table row, a map popup and a school page: one shortlist', async () => {
    const [a, b] = uniqueNames((await api<SearchResult>('/api/schools?limit=9')).schools);
    const save = (school: SchoolSummary) => say(variant, `收藏：${name(school)}`, `Save: ${name(school)}`);
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    const url = (path: string) => `${baseUrl()}${pathFor(variant, path)}`;
    const name = (school: SchoolSummary) => nameIn(variant, school);
    await page.goto(`${url('/schools')}?view=table`);
    await page.getByRole('row').getByRole('button', { name: save(a!) }).click();
    await page.goto(`${url('/map')}?school=${b!.id}`);
    await page.locator('.leaflet-popup').getByRole('button', { name: save(b!) }).click();
    await page.goto(url(`/schools/${a!.id}`));
    const star = page.getByRole('button', { name: say(variant, `取消收藏：${name(a!)}`, `Remove from saved: ${name(a!)}`) });
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await star.click();
    await page.getByRole('button', { name: save(a!) }).waitFor();
    expect(await storedIds(page)).toEqual([b!.id]);
    expect(errors).toEqual([]);
  });
});
