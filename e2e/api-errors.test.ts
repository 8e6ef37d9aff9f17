// With the API failing, pages show an error message and a retry button instead of breaking. The server puts a
// page's data in its HTML, so each test fails the API in the browser and then moves to the page in the browser. The
// messages of the search and the school page in both languages (VARIANTS); the statistics and the map once (ONCE).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { englishNameOf } from '../src/client/lib/english-name.ts';
import type { School } from '../src/shared/schemas.ts';
import { api, baseUrl, useBrowser } from './browser.ts';
import { ONCE, pathFor, say, sharedVariantPage, type Variant, VARIANTS } from './variants.ts';

const browser = useBrowser();

const BOOM = { status: 500, contentType: 'application/json', body: '{"message":"boom"}' };

/** Moves to a page through the site's navigation (the phone's menu first), without loading a new document. */
async function navigateTo(page: Page, variant: Variant, label: string) {
  const menu = page.getByRole('button', { name: say(variant, '開啟選單', 'Open the menu') });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).filter({ visible: true }).first().click();
}

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const retry = say(variant, '重試', 'Try again');
  const error500 = say(variant, /錯誤 500/, /error 500/);
  test('search: error message and a working retry', async () => {
    const { page } = await open();
    let fail = true;
    await page.goto(`${baseUrl()}${pathFor(variant, '/contact')}`);
    await page.route('**/api/schools**', (route) => (fail ? route.fulfill(BOOM) : route.continue()));
    await navigateTo(page, variant, say(variant, '學校搜尋', 'Find schools'));
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText(say(variant, '無法載入資料', 'The data could not be loaded')).waitFor();
    await alert.getByText(error500).waitFor();
    expect(await alert.innerText()).not.toContain('boom');
    fail = false;
    await alert.getByRole('button', { name: retry }).click();
    // The results: a school's link in place of the message.
    await page.getByRole('main').locator(`a[href^="${pathFor(variant, '/schools/')}"]`).first().waitFor();
    expect(await alert.count()).toBe(0);
  });

  test('detail: a server error is not "not found": the message, a link back and a working retry', async () => {
    const { schools } = await api<{ schools: School[] }>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page } = await open();
    let fail = true;
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}`);
    await page.route('**/api/schools/*', (route) => (fail ? route.fulfill(BOOM) : route.continue()));
    await page.locator(`a[href^="${pathFor(variant, `/schools/${school.id}`)}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: say(variant, '暫時無法載入學校資料', 'The school could not be loaded') }).waitFor();
    await page.getByText(say(variant, '無法載入學校資料，請稍後再試或返回學校列表', "The school's details could not be loaded. Please try again later, or go back to the school list.")).waitFor();
    await page.getByText(error500).waitFor();
    await page.getByRole('link', { name: say(variant, '返回學校列表', 'Back to the school list') }).waitFor();
    fail = false;
    await page.getByRole('button', { name: retry }).click();
    await page.getByRole('heading', { level: 1, name: say(variant, school.name, englishNameOf(school) ?? school.name) }).waitFor();
  });
});

describe.each(ONCE)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const retry = say(variant, '重試', 'Try again');
  test('statistics: an error message and a retry button', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/contact')}`);
    await page.route('**/api/stats**', (route) => route.fulfill(BOOM));
    await navigateTo(page, variant, say(variant, '統計資料', 'Statistics'));
    const alerts = page.getByRole('main').getByRole('alert');
    await alerts.first().waitFor();
    await alerts.first().getByRole('button', { name: retry }).waitFor();
  });

  test('map: an error message and a retry button', async () => {
    const { page } = await open();
    await page.route('**/api/map-points**', (route) => route.fulfill(BOOM));
    await page.goto(`${baseUrl()}${pathFor(variant, '/map')}`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByRole('button', { name: retry }).waitFor();
  });
});
