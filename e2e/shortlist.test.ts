// The shortlist (收藏): the star on lists, the page with notes by category, its shared link, its CSV and the compare
// picker's 從收藏加入; axe on the page filled and empty, and the English page.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, CATEGORY, DEVICES, openPage, pathOf, q, screenshotPath, uniqueNames, useBrowser, type Device, type SchoolSummary, type SearchResult } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';

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

async function open(device: Device) {
  const { page, errors, close } = await openPage(browser(), device);
  cleanup = close;
  return { page, errors };
}

/** Stores a shortlist (on a page of the site, for its storage) and opens `path`. */
async function withShortlist(page: Page, entries: { id: number; note?: string }[], path = '/shortlist') {
  await page.goto(`${baseUrl()}/contact`);
  const stored = JSON.stringify(entries.map(({ id, note = '' }) => ({ id, note })));
  await page.evaluate(`localStorage.setItem('shortlist', ${JSON.stringify(stored)})`);
  await page.goto(`${baseUrl()}${path}`);
}

const storedIds = (page: Page) => page.evaluate<number[]>("JSON.parse(localStorage.getItem('shortlist') ?? '[]').map((entry) => entry.id)");
const schoolLink = (page: Page, school: SchoolSummary) => page.getByRole('heading', { level: 3, name: school.name, exact: true });

describe.each(DEVICES)('%s', (device) => {
  test('a star on a card saves the school; the page lists it with its note, across reloads', async () => {
    const [a] = uniqueNames((await api<SearchResult>('/api/schools?limit=9')).schools);
    const { page, errors } = await open(device);
    await page.goto(`${baseUrl()}/schools`);
    await page.getByRole('button', { name: `收藏：${a!.name}` }).click();
    expect(await page.getByRole('button', { name: `取消收藏：${a!.name}` }).getAttribute('aria-pressed')).toBe('true');
    if (device === 'phone') await page.getByRole('button', { name: '開啟選單' }).click();
    await page.getByRole('link', { name: '收藏', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/shortlist');
    await schoolLink(page, a!).waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: `備註：${a!.name}` }).fill('開放日：三月');
    await page.getByRole('button', { name: `加入比較：${a!.name}` }).click();
    await page.reload();
    expect(await page.getByRole('textbox', { name: `備註：${a!.name}` }).inputValue()).toBe('開放日：三月');
    expect(await page.getByRole('button', { name: `移除比較：${a!.name}` }).getAttribute('aria-pressed')).toBe('true');
    await expectNoSevereViolations(page, `shortlist filled (${device})`);
    await page.getByRole('button', { name: `從收藏移除：${a!.name}` }).click();
    await page.getByRole('heading', { name: '尚未收藏學校' }).waitFor();
    expect(await storedIds(page)).toEqual([]);
    await expectNoSevereViolations(page, `shortlist empty (${device})`);
    expect(errors).toEqual([]);
  });

  test('sections by category; a shared link is a view until its schools are added', async () => {
    const [secondary, primary, kindergarten] = await oneOfEach();
    const { page } = await open(device);
    await withShortlist(page, [{ id: secondary!.id, note: '我的備註' }, { id: primary!.id }]);
    const sections = page.getByRole('heading', { level: 2, name: /（\d+ 間）$/ });
    await sections.first().waitFor();
    expect(await sections.allTextContents()).toEqual(['小學（1 間）', '中學（1 間）']);
    const link = await page.getByRole('textbox', { name: '收藏的分享連結' }).inputValue();
    expect(link).toBe(`${baseUrl()}/shortlist?schools=${secondary!.id},${primary!.id}`);

    await page.goto(`${baseUrl()}/shortlist?schools=${kindergarten!.id},${primary!.id}`);
    await page.getByRole('heading', { name: '這是別人分享的收藏' }).waitFor();
    await schoolLink(page, kindergarten!).waitFor();
    expect(await schoolLink(page, secondary!).count()).toBe(0);
    expect(await storedIds(page)).toEqual([secondary!.id, primary!.id]);
    await page.getByRole('button', { name: '把 1 間加入我的收藏' }).click();
    await page.getByRole('button', { name: '全部已在我的收藏中' }).waitFor();
    expect(await storedIds(page)).toEqual([secondary!.id, primary!.id, kindergarten!.id]);
    await page.getByRole('link', { name: '查看我的收藏' }).click();
    await expect.poll(() => pathOf(page)).toBe('/shortlist');
    await sections.first().waitFor();
    expect(await sections.allTextContents()).toEqual(['幼稚園（1 間）', '小學（1 間）', '中學（1 間）']);
    expect(await page.getByRole('textbox', { name: `備註：${secondary!.name}` }).inputValue()).toBe('我的備註');
    await page.screenshot({ path: screenshotPath(`shortlist-filled-${device}`), fullPage: true });
  });
});

test('the star on a table row, a map popup and a school page: one shortlist', async () => {
  const [a, b] = uniqueNames((await api<SearchResult>('/api/schools?limit=9')).schools);
  const { page, errors } = await open('desktop');
  await page.goto(`${baseUrl()}/schools?view=table`);
  await page.getByRole('row', { name: new RegExp(a!.name) }).getByRole('button', { name: `收藏：${a!.name}` }).click();
  await page.goto(`${baseUrl()}/map?school=${b!.id}`);
  await page.locator('.leaflet-popup').getByRole('button', { name: `收藏：${b!.name}` }).click();
  await page.goto(`${baseUrl()}/schools/${a!.id}`);
  const star = page.getByRole('button', { name: `取消收藏：${a!.name}` });
  expect(await star.getAttribute('aria-pressed')).toBe('true');
  await star.click();
  await page.getByRole('button', { name: `收藏：${a!.name}` }).waitFor();
  expect(await storedIds(page)).toEqual([b!.id]);
  expect(errors).toEqual([]);
});

test('the shortlist downloads as CSV: BOM, Chinese intact, a row per school, the notes', async () => {
  const schools = await oneOfEach();
  const { page } = await open('desktop');
  await withShortlist(page, schools.map(({ id }, index) => ({ id, note: index === 0 ? '面試, 十月' : '' })));
  await schoolLink(page, schools[0]!).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下載 CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('shortlist.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF學校編號,學校名稱,')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(1 + schools.length);
  expect(lines[0]!.endsWith(',備註')).toBe(true);
  // Kindergarten first, as on the page; the secondary school last, with its note.
  expect(lines[1]).toContain(`,${schools[2]!.name},`);
  expect(lines[3]).toContain(`,${schools[0]!.name},`);
  expect(lines[3]!.endsWith(',"面試, 十月"')).toBe(true);
});

test('the compare picker offers the shortlist first', async () => {
  const [secondary, primary] = await oneOfEach();
  const { page } = await open('desktop');
  await withShortlist(page, [{ id: secondary!.id }, { id: primary!.id }], '/compare');
  const picks = page.getByRole('list', { name: '從收藏加入' });
  await picks.getByRole('button', { name: `加入：${secondary!.name}` }).click();
  await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${secondary!.id}`);
  await page.getByRole('region', { name: /已選擇的學校/ }).getByRole('heading', { name: secondary!.name, exact: true }).waitFor();
  expect(await picks.getByRole('button').count()).toBe(1);
});

test('English: the page, its compare bar and toasts, and a shared link in English, Chinese-only data marked', async () => {
  const [secondary, primary] = await oneOfEach();
  const english = await api<{ englishName: string | null }>(`/api/schools/${primary!.id}`);
  const { page } = await open('desktop');
  await withShortlist(page, [{ id: primary!.id, note: 'Open day' }], '/en/shortlist');
  await page.getByRole('heading', { level: 1, name: 'Saved schools' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Primary (1)' }).waitFor();
  const name = english.englishName ?? primary!.name;
  await page.getByRole('textbox', { name: `Note: ${name}` }).waitFor();
  // With the compare bar and a toast on screen too.
  await page.evaluate(`localStorage.setItem('compareSchools', '[${secondary!.id}]')`);
  await page.reload();
  await page.getByRole('button', { name: `Add to comparison: ${name}` }).click();
  await page.getByRole('complementary', { name: 'Compare list' }).getByRole('link', { name: 'Compare (2/3)' }).waitFor();
  await page.getByRole('region', { name: /Notifications/ }).getByText('Added to the comparison').waitFor();
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  await page.goto(`${baseUrl()}/en/shortlist?schools=${secondary!.id},${primary!.id}`);
  await page.getByRole('button', { name: `Remove from saved: ${name}` }).waitFor();
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  await expectNoSevereViolations(page, 'shared shortlist in English');
});
