// The search flow: the first result in the first screen with filters applied, paging to the results heading (both
// depend on the screen: in both variants, VARIANTS), namesakes on the map told apart by their addresses (English
// pages show the English ones: both variants); the way back to the exact search, focus and announcements, a page
// that works once hydrated (the same in every language and width: once, ONCE).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, baseUrl, holdChunk, pathOf, q, reactHolds, useBrowser, waitForPath, type SearchResult } from './browser.ts';
import { expectEnglish } from './english.ts';
import { ONCE, pathFor, sharedVariantPage, say, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();

const DEEP = `/schools?district=${q('沙田區,大埔區')}&schoolCategory=${q('小學')}&page=2`;

/** The search's name box (its label is the filters', translated with them). */
const nameBox = (page: Page) => page.getByRole('search').getByRole('searchbox');

const found = (variant: Variant, total: number) => say(variant, `共找到 ${total} 間學校`, total === 1 ? '1 school found' : `${total} schools found`);

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  test('with filters applied, the first card starts in the first screen', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}?district=${q('沙田區')}&schoolCategory=${q('小學')}`);
    const card = page.getByRole('article').first();
    await card.waitFor();
    const top = await card.evaluate((el) => el.getBoundingClientRect().top);
    const height = page.viewportSize()!.height;
    expect(top).toBeLessThan(height);
    await expectEnglish(page, variant);
    expect(errors).toEqual([]);
  });

  test('the next page button brings the results heading into view, focused, with the new page announced', async () => {
    const { page } = await open();
    const query = `district=${q('沙田區')}&schoolCategory=${q('小學')}`;
    const expected = await api<SearchResult>(`/api/schools?${query}&limit=9`);
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}?${query}`);
    await page.getByText(found(variant, expected.total)).waitFor();
    await page.getByRole('button', { name: say(variant, '下一頁', 'Next') }).first().click();
    await waitForPath(page, (p) => p.includes('page=2'));
    const heading = page.getByRole('heading', { name: say(variant, '搜尋結果', 'Results'), level: 2 });
    await expect.poll(() => heading.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(page.viewportSize()!.height);
    // The count line is a polite live region (role=status), written again once page 2 has come.
    await expect.poll(() => page.getByRole('status').filter({ hasText: found(variant, expected.total) }).count()).toBe(1);
    await expectEnglish(page, variant);
  });

  test('namesakes in the map list show their addresses', async () => {
    const { page } = await open();
    const name = '英華女學校';
    type Point = { name: string; address?: string; englishAddress?: string };
    const api2 = await api<{ points: Point[] }>(`/api/map-points?name=${q(name)}&schoolCategory=${q('中學')}`);
    // English pages show the English address where the location file gives one.
    const addresses = api2.points.filter((p) => p.name === name).map((p) => say(variant, p.address, p.englishAddress ?? p.address));
    expect(new Set(addresses).size).toBe(2);
    await page.goto(`${baseUrl()}${pathFor(variant, '/map')}?name=${q(name)}&schoolCategory=${q('中學')}`);
    for (const address of addresses) await page.getByText(address!, { exact: true }).waitFor();
  });
});

describe.each(ONCE)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  test('the page works as soon as it is hydrated, even when its code is slow to come', async () => {
    const { page, errors } = await open();
    // The list page's code is a chunk of its own (decision record 017): held back until the page is idle, the page must
    // wait for it before React takes over the server's HTML, or a click meanwhile does nothing.
    const chunk = await holdChunk(page, /\/assets\/schools-[\w-]+\.js$/);
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}`); // returns once the page is hydrated
    expect(chunk.held()).toBe(1);
    expect(chunk.hydratedEarly()).toBe(false);
    await page.getByRole('navigation', { name: say(variant, '分頁', 'Pages') }).getByRole('button', { name: say(variant, '下一頁', 'Next') }).click();
    await waitForPath(page, `${pathFor(variant, '/schools')}?page=2`);
    expect(errors).toEqual([]);
  });

  test('cards below the first screen are taken over when near or used: a click or a key on the last card counts at once', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}`); // returns once the page is hydrated
    const cards = page.getByRole('article');
    const last = cards.last();
    // Each card is a Suspense boundary of its own: React has taken over the first ones, not yet the last
    // (components/hydrate-when-near.tsx; a hydrated element carries React's own key).
    await expect.poll(() => reactHolds(cards.first())).toBe(true);
    expect(await reactHolds(last)).toBe(false);
    // A star clicked on it straight away saves the school, and its state shows.
    const star = last.getByRole('button').first();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    expect(await reactHolds(last)).toBe(true);
    // Reached by keyboard, another one's link opens its school in the page (a mark on the window survives).
    await page.evaluate('window.__sameDocument = true');
    const link = cards.nth(-2).getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, (path) => /\/schools\/\d+\?from=/.test(path));
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('Enter in the name box moves focus to the results heading', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}`);
    await nameBox(page).fill('聖保羅');
    await nameBox(page).press('Enter');
    await waitForPath(page, (p) => p.includes('name=聖保羅'));
    const heading = page.getByRole('heading', { name: say(variant, '搜尋結果', 'Results'), level: 2 });
    await expect.poll(() => heading.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  });

  test('by keyboard: the next page button with Enter moves focus to the results heading; closing a toast gives focus back', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}?schoolCategory=${q('中學')}`);
    const first = page.getByRole('article').first();
    await first.waitFor();
    await page.getByRole('button', { name: say(variant, '下一頁', 'Next') }).first().focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, (p) => p.includes('page=2'));
    const heading = page.getByRole('heading', { name: say(variant, '搜尋結果', 'Results'), level: 2 });
    await expect.poll(() => heading.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    // Page 2's results on screen (until they come, page 1's stay, dimmed).
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q('中學')}&page=2&limit=9`);
    await page.getByRole('article').first().locator(`a[href*="/schools/${schools[0]!.id}"]`).first().waitFor();

    const [addPrefix, removePrefix] = say(variant, ['加入比較：', '移除比較：'], ['Add to comparison: ', 'Remove from comparison: ']);
    const add = page.getByRole('article').first().getByRole('button', { name: new RegExp(`^${addPrefix}`) });
    const label = await add.getAttribute('aria-label');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-toast-viewport] li').filter({ hasText: say(variant, '已加入比較', 'Added to the comparison') }).waitFor();
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate<boolean>("Boolean(document.activeElement?.closest('[data-toast-viewport]'))")).toBe(true);
    await page.keyboard.press('Escape');
    await expectEnglish(page, variant);
    const back = label!.replace(addPrefix, removePrefix);
    await expect.poll(() => page.evaluate<string>("document.activeElement?.getAttribute('aria-label') ?? ''")).toBe(back);
  });

  test('the way back on a school page restores the deep search it came from', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, DEEP)}`);
    const first = page.getByRole('article').first();
    await first.waitFor();
    // The card's map link: the school on the map, in the page's language.
    const mapLink = first.getByRole('link', { name: say(variant, /^在地圖查看/, /^See .* on the map$/) });
    expect(await mapLink.getAttribute('href')).toMatch(new RegExp(`^${pathFor(variant, '/map')}\\?school=\\d+$`));
    // A mark on the window: a load of a new document would lose it; the card's link navigates in the app.
    await page.evaluate('window.__sameDocument = true');
    await first.getByRole('link', { name: say(variant, /的詳細資料$/, /^Details of /) }).click();
    await waitForPath(page, (p) => p.startsWith(`${pathFor(variant, '/schools/')}`) && /\/\d+\?from=/.test(p));
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    await page.getByRole('link', { name: say(variant, '返回學校列表', 'Back to the school list') }).click();
    await waitForPath(page, (p) => p.startsWith(`${pathFor(variant, '/schools')}?`));
    const params = new URL(page.url()).searchParams;
    expect(params.get('district')?.split(',').sort()).toEqual(['大埔區', '沙田區']);
    expect(params.get('schoolCategory')).toBe('小學');
    expect(params.get('page')).toBe('2');
  });

  test('a link to a school from elsewhere goes back to the plain search; a foreign `from` is ignored', async () => {
    const { page } = await open();
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    await page.goto(`${baseUrl()}${pathFor(variant, `/schools/${schools[0]!.id}`)}?from=${q('https://example.com/schools')}`);
    const back = page.getByRole('link', { name: say(variant, '返回學校列表', 'Back to the school list') });
    await back.waitFor();
    expect(pathOf(page)).toBe(pathFor(variant, `/schools/${schools[0]!.id}`));
    await back.click();
    await waitForPath(page, pathFor(variant, '/schools'));
  });

  test('the way back to the search on the map keeps the filters and the place', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/map')}?schoolCategory=${q('小學')}&near=22.3370,114.1760&radius=1000&place=${q('九龍塘站')}`);
    await page.getByRole('link', { name: say(variant, '返回學校搜尋', 'Back to school search') }).click();
    await waitForPath(page, (p) => p.startsWith(`${pathFor(variant, '/schools')}?`));
    const params = new URL(page.url()).searchParams;
    expect(params.get('schoolCategory')).toBe('小學');
    expect(params.get('near')).toBe('22.3370,114.1760');
    expect(params.get('radius')).toBe('1000');
  });
});
