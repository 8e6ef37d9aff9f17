// Every screen of the site with the heading that proves it rendered; the detail page uses a real id.
import type { Page } from 'playwright-core';
import { api, type SearchResult } from './browser.ts';

export type RouteCase = { name: string; path: string; heading: string | RegExp };

export async function allRoutes(): Promise<RouteCase[]> {
  const { schools } = await api<SearchResult>('/api/schools?limit=1');
  const school = schools[0]!;
  return [
    { name: 'home', path: '/', heading: /由這裡開始/ },
    { name: 'schools', path: '/schools', heading: '學校搜尋' },
    { name: 'detail', path: `/schools/${school.id}`, heading: school.name },
    { name: 'map', path: '/map', heading: '學校地圖' },
    { name: 'statistics', path: '/statistics', heading: '學校統計' },
    { name: 'compare', path: '/compare', heading: '學校比較' },
    { name: 'shortlist', path: '/shortlist', heading: '我的收藏' },
    { name: 'contact', path: '/contact', heading: '聯絡我們' },
    { name: 'not-found', path: '/no-such-page', heading: '404 Page Not Found' },
  ];
}

/** Opens a route and waits for its main heading and for the network to settle. */
export async function gotoRoute(page: Page, baseUrl: string, route: RouteCase) {
  await page.goto(`${baseUrl}${route.path}`);
  await page.getByRole('heading', { level: 1, name: route.heading }).waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * Waits until the heavy parts of a route are drawn: the map's markers; the statistics charts, whose
 * lower charts mount only near the viewport, so the page is scrolled to the end first.
 */
export async function waitUntilDrawn(page: Page, route: RouteCase) {
  if (route.name === 'map') {
    await page.locator('.leaflet-container').waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
  }
  if (route.name === 'statistics') {
    await page.getByTestId('district-bars').waitFor();
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.locator('.recharts-surface').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
}
