// Header navigation, the phone menu, the footer counts and scroll-to-top on route change; in both languages, the
// desktop's header at desktop width and the phone's menu at phone width.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, baseUrl, pathOf, useBrowser, type Counts } from './browser.ts';
import { allRoutes, type RouteCase } from './routes.ts';
import { atWidth, pathFor, say, sharedVariantPage, type Variant } from './variants.ts';

const browser = useBrowser();

const routes = await allRoutes();
const NAV = [
  { label: { zh: '學校搜尋', en: 'Find schools' }, route: 'schools' },
  { label: { zh: '統計資料', en: 'Statistics' }, route: 'statistics' },
  { label: { zh: '地圖', en: 'Map' }, route: 'map' },
  { label: { zh: '收藏', en: 'Saved' }, route: 'shortlist' },
  { label: { zh: '聯絡我們', en: 'Contact us' }, route: 'contact' },
  { label: { zh: '首頁', en: 'Home' }, route: 'home' },
];

function helpers(variant: Variant) {
  const nav = NAV.map(({ label, route }) => ({ label: say(variant, label.zh, label.en), route: routes.find((r) => r.name === route)! }));
  return {
    nav,
    url: (path: string) => `${baseUrl()}${pathFor(variant, path)}`,
    openMenu: say(variant, '開啟選單', 'Open the menu'),
    countsLine: (counts: Counts) =>
      say(
        variant,
        `系統收錄：${counts.kindergarten} 間幼稚園 · ${counts.primary} 間小學 · ${counts.secondary} 間中學`,
        `Listed: ${counts.kindergarten} kindergartens · ${counts.primary} primary schools · ${counts.secondary} secondary schools`,
      ),
    /** Waits for the page's address and heading. */
    async expectPage(page: Page, route: RouteCase) {
      await expect.poll(() => pathOf(page)).toBe(pathFor(variant, route.path));
      await page.getByRole('heading', { level: 1, name: say(variant, route.heading.zh, route.heading.en) }).waitFor();
    },
  };
}

describe.each(atWidth('desktop'))('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const { nav: items, url, openMenu, countsLine, expectPage } = helpers(variant);
  const contact = routes.find((route) => route.name === 'contact')!;

  test('the header links go to every section and mark the current one', async () => {
    const { page, errors } = await open();
    await page.goto(url('/contact'));
    const nav = page.getByRole('navigation', { name: say(variant, '主要導覽', 'Main') });
    for (const item of items) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expectPage(page, item.route);
      expect(await nav.getByRole('link', { name: item.label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    // The phone menu button is not shown at desktop width.
    expect(await page.getByRole('button', { name: openMenu }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('the footer counts line matches /api/counts; a route change from its links scrolls back to the top', async () => {
    const counts = await api<Counts>('/api/counts');
    const { page } = await open();
    await page.goto(url('/'));
    const footer = page.getByRole('contentinfo');
    await footer.getByText(countsLine(counts)).waitFor();
    expect(await footer.getByText(`© ${new Date().getFullYear()} ${say(variant, '港校指南', 'HK School Guide')}`).isVisible()).toBe(true);
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
    await footer.getByRole('link', { name: say(variant, '聯絡我們', 'Contact us') }).click();
    await expectPage(page, contact);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    // The current page's link is marked, in the footer as in the header.
    await expect.poll(() => footer.locator('a[aria-current="page"]').allTextContents()).toEqual([say(variant, '聯絡我們', 'Contact us')]);
    await footer.getByRole('link', { name: items[0]!.label }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/schools'));
  });
});

describe.each(atWidth('phone'))('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const { nav: items, url, openMenu, countsLine, expectPage } = helpers(variant);

  test('the menu opens, closes, and closes when a link is chosen', async () => {
    const { page, errors } = await open();
    await page.goto(url('/'));
    const menu = page.getByRole('navigation', { name: say(variant, '流動裝置導覽', 'Menu') });
    const closeMenu = say(variant, '關閉選單', 'Close the menu');
    // The desktop navigation is hidden on a phone, and so is the menu until opened.
    expect(await page.getByRole('navigation', { name: say(variant, '主要導覽', 'Main') }).isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: openMenu }).click();
    await menu.waitFor();
    expect(await page.getByRole('button', { name: closeMenu }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: closeMenu }).click();
    await menu.waitFor({ state: 'hidden' });

    // Escape closes it too and puts focus back on the menu button.
    await page.getByRole('button', { name: openMenu }).click();
    await menu.getByRole('link', { name: items[0]!.label, exact: true }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label') ?? null`)).toBe(openMenu);

    const statistics = items.find((item) => item.route.name === 'statistics')!;
    await page.getByRole('button', { name: openMenu }).click();
    await menu.getByRole('link', { name: statistics.label }).click();
    await expectPage(page, statistics.route);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: openMenu }).getAttribute('aria-expanded')).toBe('false');

    // Every menu link works.
    for (const item of items) {
      await page.getByRole('button', { name: openMenu }).click();
      await menu.getByRole('link', { name: item.label, exact: true }).click();
      await expectPage(page, item.route);
      await menu.waitFor({ state: 'hidden' });
    }
    // The current section is marked in the menu too: the home page, and no other.
    await page.getByRole('button', { name: openMenu }).click();
    const current = menu.locator('a[aria-current="page"]');
    await expect.poll(() => current.allTextContents()).toEqual([items.at(-1)!.label]);
    expect(errors).toEqual([]);
  });

  test('the footer counts are shown on a phone and a route change scrolls to the top', async () => {
    const counts = await api<Counts>('/api/counts');
    const { page } = await open();
    await page.goto(url('/'));
    const footer = page.getByRole('contentinfo');
    await footer.getByText(countsLine(counts)).waitFor();
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
    await footer.getByRole('link', { name: items[0]!.label }).click();
    await expectPage(page, items[0]!.route);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  });
});
