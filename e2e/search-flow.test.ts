// The search flow on a phone and a desktop: the first result in the first screen with filters applied,
// paging to the results heading, the way back to the exact search, focus and announcements, namesakes.
import { afterEach, describe, expect, test } from 'vitest';
import { DEVICES, api, baseUrl, openPage, pathOf, q, useBrowser, waitForPath, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const DEEP = `/schools?district=${q('沙田區,大埔區')}&schoolCategory=${q('小學')}&page=2`;

describe.each(DEVICES)('%s', (device) => {
  test('with filters applied, the first card starts in the first screen', async () => {
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?district=${q('沙田區')}&schoolCategory=${q('小學')}`);
    const card = page.getByRole('article').first();
    await card.waitFor();
    const top = await card.evaluate((el) => el.getBoundingClientRect().top);
    const height = page.viewportSize()!.height;
    expect(top).toBeLessThan(height);
    expect(errors).toEqual([]);
  });

  test('下一頁 brings the results heading into view, focused, with the new page announced', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const query = `district=${q('沙田區')}&schoolCategory=${q('小學')}`;
    const expected = await api<SearchResult>(`/api/schools?${query}&limit=9`);
    await page.goto(`${baseUrl()}/schools?${query}`);
    await page.getByText(`共找到 ${expected.total} 間學校`).waitFor();
    await page.getByRole('button', { name: '下一頁' }).first().click();
    await waitForPath(page, (p) => p.includes('page=2'));
    const heading = page.getByRole('heading', { name: '搜尋結果', level: 2 });
    await expect.poll(() => heading.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(page.viewportSize()!.height);
    // The count line is a polite live region (role=status).
    expect(await page.getByRole('status').filter({ hasText: `共找到 ${expected.total} 間學校` }).count()).toBe(1);
  });

  test('Enter in the name box moves focus to the results heading', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    await page.getByLabel('學校名稱').fill('聖保羅');
    await page.getByLabel('學校名稱').press('Enter');
    await waitForPath(page, (p) => p.includes('name=聖保羅'));
    const heading = page.getByRole('heading', { name: '搜尋結果', level: 2 });
    await expect.poll(() => heading.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  });

  test('by keyboard: 下一頁 with Enter moves focus to the results heading; closing a toast gives focus back', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools?schoolCategory=${q('中學')}`);
    const first = page.getByRole('article').first();
    await first.waitFor();
    await page.getByRole('button', { name: '下一頁' }).first().focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, (p) => p.includes('page=2'));
    const heading = page.getByRole('heading', { name: '搜尋結果', level: 2 });
    await expect.poll(() => heading.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    const add = page.getByRole('article').first().getByRole('button', { name: /^加入比較：/ });
    const label = await add.getAttribute('aria-label');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-toast-viewport] li').filter({ hasText: '已加入比較' }).waitFor();
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate<boolean>("Boolean(document.activeElement?.closest('[data-toast-viewport]'))")).toBe(true);
    await page.keyboard.press('Escape');
    const back = label!.replace('加入比較：', '移除比較：');
    await expect.poll(() => page.evaluate<string>("document.activeElement?.getAttribute('aria-label') ?? ''")).toBe(back);
  });

  test('返回學校列表 on a school page restores the deep search it came from', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}${DEEP}`);
    const first = page.getByRole('article').first();
    await first.waitFor();
    await first.getByRole('link', { name: /的詳細資料$/ }).click();
    await waitForPath(page, /^\/schools\/\d+\?from=/);
    await page.getByRole('link', { name: '返回學校列表' }).click();
    await waitForPath(page, (p) => p.startsWith('/schools?'));
    const params = new URL(page.url()).searchParams;
    expect(params.get('district')?.split(',').sort()).toEqual(['大埔區', '沙田區']);
    expect(params.get('schoolCategory')).toBe('小學');
    expect(params.get('page')).toBe('2');
  });

  test('a link to a school from elsewhere goes back to the plain search; a foreign `from` is ignored', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    await page.goto(`${baseUrl()}/schools/${schools[0]!.id}?from=${q('https://example.com/schools')}`);
    await page.getByRole('link', { name: '返回學校列表' }).waitFor();
    expect(pathOf(page)).toBe(`/schools/${schools[0]!.id}`);
    await page.getByRole('link', { name: '返回學校列表' }).click();
    await waitForPath(page, '/schools');
  });

  test('返回學校搜尋 on the map keeps the filters and the place', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/map?schoolCategory=${q('小學')}&near=22.3370,114.1760&radius=1000&place=${q('九龍塘站')}`);
    await page.getByRole('link', { name: '返回學校搜尋' }).click();
    await waitForPath(page, (p) => p.startsWith('/schools?'));
    const params = new URL(page.url()).searchParams;
    expect(params.get('schoolCategory')).toBe('小學');
    expect(params.get('near')).toBe('22.3370,114.1760');
    expect(params.get('radius')).toBe('1000');
  });

  test('namesakes in the map list show their addresses', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const name = '英華女學校';
    const api2 = await api<{ points: { name: string; address?: string }[] }>(`/api/map-points?name=${q(name)}&schoolCategory=${q('中學')}`);
    const addresses = api2.points.filter((p) => p.name === name).map((p) => p.address);
    expect(addresses).toHaveLength(2);
    await page.goto(`${baseUrl()}/map?name=${q(name)}&schoolCategory=${q('中學')}`);
    for (const address of addresses) await page.getByText(address!, { exact: true }).waitFor();
  });
});
