// Every screen of the site with the heading that proves it rendered, in each language; the detail page uses a real id.
import type { Page } from 'playwright-core';
import type { School } from '../src/shared/schemas.ts';
import { englishNameOf } from '../src/client/lib/english-name.ts';
import { api, baseUrl, settle } from './browser.ts';
import { pathFor, say, type Variant } from './variants.ts';

type Heading = string | RegExp;

export type RouteCase = {
  name: string;
  path: string;
  heading: { zh: Heading; en: Heading };
};

export async function allRoutes(): Promise<RouteCase[]> {
  const { schools } = await api<{ schools: School[] }>('/api/schools?limit=1');
  const school = schools[0]!;
  return [
    { name: 'home', path: '/', heading: { zh: /由這裡開始/, en: /starts here/ } },
    { name: 'schools', path: '/schools', heading: { zh: '學校搜尋', en: 'School search' } },
    { name: 'detail', path: `/schools/${school.id}`, heading: { zh: school.name, en: englishNameOf(school) ?? school.name } },
    { name: 'map', path: '/map', heading: { zh: '學校地圖', en: 'School map' } },
    { name: 'statistics', path: '/statistics', heading: { zh: '學校統計', en: 'School statistics' } },
    { name: 'compare', path: '/compare', heading: { zh: '學校比較', en: 'Compare schools' } },
    { name: 'shortlist', path: '/shortlist', heading: { zh: '我的收藏', en: 'Saved schools' } },
    { name: 'follows', path: '/follows', heading: { zh: '我的通知', en: 'My notifications' } },
    { name: 'contact', path: '/contact', heading: { zh: '聯絡我們', en: 'Contact us' } },
    { name: 'data', path: '/data', heading: { zh: '關於資料', en: 'About the data' } },
    { name: 'changes', path: '/changes', heading: { zh: '學校變動', en: 'School changes' } },
    { name: 'not-found', path: '/no-such-page', heading: { zh: '404 Page Not Found', en: '404 Page Not Found' } },
  ];
}

/** Opens a route in the variant's language and waits for its main heading and for the page to settle (browser.ts). */
export async function gotoRoute(page: Page, variant: Variant, route: RouteCase) {
  await page.goto(`${baseUrl()}${pathFor(variant, route.path)}`);
  await page.getByRole('heading', { level: 1, name: say(variant, route.heading.zh, route.heading.en) }).waitFor({ timeout: 30_000 });
  await settle(page);
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
    await settle(page);
  }
}
