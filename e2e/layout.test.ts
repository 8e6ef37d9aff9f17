// Header navigation, the phone menu, the footer counts and scroll-to-top on route change.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, baseUrl, openPage, pathOf, useBrowser, type Counts } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const NAV = [
  { label: '學校搜尋', path: '/schools', heading: '學校搜尋' },
  { label: '統計資料', path: '/statistics', heading: '學校統計' },
  { label: '地圖', path: '/map', heading: '學校地圖' },
  { label: '收藏', path: '/shortlist', heading: '我的收藏' },
  { label: '聯絡我們', path: '/contact', heading: '聯絡我們' },
  { label: '首頁', path: '/', heading: /由這裡開始/ },
];

async function expectHeading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('desktop', () => {
  test('the header links go to every section and mark the current one', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop');
    cleanup = close;
    await page.goto(`${baseUrl()}/contact`);
    const nav = page.getByRole('navigation', { name: '主要導覽' });
    for (const item of NAV) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(item.path);
      await expectHeading(page, item.heading);
      expect(await nav.getByRole('link', { name: item.label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    // The phone menu button is not shown at desktop width.
    expect(await page.getByRole('button', { name: '開啟選單' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('the footer counts line matches /api/counts and its links work', async () => {
    const counts = await api<Counts>('/api/counts');
    const { page, close } = await openPage(browser(), 'desktop');
    cleanup = close;
    await page.goto(`${baseUrl()}/contact`);
    const footer = page.getByRole('contentinfo');
    const line = footer.getByText(/系統收錄：/);
    await line.waitFor();
    const text = await line.innerText();
    const match = /系統收錄：(\d+) 間幼稚園 · (\d+) 間小學 · (\d+) 間中學/.exec(text);
    expect(match, text).not.toBeNull();
    expect(match!.slice(1).map(Number)).toEqual([counts.kindergarten, counts.primary, counts.secondary]);
    expect(await footer.getByText(`© ${new Date().getFullYear()} 港校指南`).isVisible()).toBe(true);
    await footer.getByRole('link', { name: '學校搜尋' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
  });

  test('a route change scrolls back to the top', async () => {
    const { page, close } = await openPage(browser(), 'desktop');
    cleanup = close;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('contentinfo').getByText(/系統收錄：/).waitFor();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: '聯絡我們' }).click();
    await expectHeading(page, '聯絡我們');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  });
});

describe('phone', () => {
  test('the menu opens, closes, and closes when a link is chosen', async () => {
    const { page, errors, close } = await openPage(browser(), 'phone');
    cleanup = close;
    await page.goto(`${baseUrl()}/`);
    const menu = page.getByRole('navigation', { name: '流動裝置導覽' });
    // The desktop navigation is hidden on a phone, and so is the menu until opened.
    expect(await page.getByRole('navigation', { name: '主要導覽' }).isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: '開啟選單' }).click();
    await menu.waitFor();
    expect(await page.getByRole('button', { name: '關閉選單' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: '關閉選單' }).click();
    await menu.waitFor({ state: 'hidden' });

    // Escape closes it too and puts focus back on the menu button.
    await page.getByRole('button', { name: '開啟選單' }).click();
    await menu.getByRole('link', { name: '學校搜尋', exact: true }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label') ?? null`)).toBe('開啟選單');

    await page.getByRole('button', { name: '開啟選單' }).click();
    await menu.getByRole('link', { name: '統計資料' }).click();
    await expect.poll(() => pathOf(page)).toBe('/statistics');
    await expectHeading(page, '學校統計');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: '開啟選單' }).getAttribute('aria-expanded')).toBe('false');

    // Every menu link works.
    for (const item of NAV) {
      await page.getByRole('button', { name: '開啟選單' }).click();
      await menu.getByRole('link', { name: item.label, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(item.path);
      await expectHeading(page, item.heading);
      await menu.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
  });

  test('the footer counts are shown on a phone and a route change scrolls to the top', async () => {
    const counts = await api<Counts>('/api/counts');
    const { page, close } = await openPage(browser(), 'phone');
    cleanup = close;
    await page.goto(`${baseUrl()}/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(`系統收錄：${counts.kindergarten} 間幼稚園 · ${counts.primary} 間小學 · ${counts.secondary} 間中學`).waitFor();
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
    await footer.getByRole('link', { name: '學校搜尋' }).click();
    await expectHeading(page, '學校搜尋');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  });
});
