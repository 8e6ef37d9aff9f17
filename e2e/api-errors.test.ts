// With the API failing, pages show an error message and a retry button instead of breaking. The server puts a
// page's data in its HTML, so each test fails the API in the browser and then moves to the page in the browser.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { api, baseUrl, DEVICES, openPage, useBrowser, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const BOOM = { status: 500, contentType: 'application/json', body: '{"message":"boom"}' };

/** Moves to a page through the site's navigation (the phone's menu first), without loading a new document. */
async function navigateTo(page: Page, label: string) {
  const menu = page.getByRole('button', { name: '開啟選單' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).filter({ visible: true }).first().click();
}

describe.each(DEVICES)('%s', (device) => {
  test('search: error message and a working retry', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    let fail = true;
    await page.goto(`${baseUrl()}/contact`);
    await page.route('**/api/schools**', (route) => (fail ? route.fulfill(BOOM) : route.continue()));
    await navigateTo(page, '學校搜尋');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('無法載入資料').waitFor();
    await alert.getByText(/錯誤 500/).waitFor();
    expect(await alert.innerText()).not.toContain('boom');
    fail = false;
    await alert.getByRole('button', { name: '重試' }).click();
    await page.getByText(/共找到 \d+ 間學校/).waitFor();
  });

  test('detail: a server error is not "not found": the message, a link back and a working retry', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    let fail = true;
    await page.goto(`${baseUrl()}/schools`);
    await page.route('**/api/schools/*', (route) => (fail ? route.fulfill(BOOM) : route.continue()));
    await page.locator(`a[href^="/schools/${schools[0]!.id}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: '暫時無法載入學校資料' }).waitFor();
    await page.getByText('無法載入學校資料，請稍後再試或返回學校列表').waitFor();
    await page.getByText(/錯誤 500/).waitFor();
    await page.getByRole('link', { name: '返回學校列表' }).waitFor();
    fail = false;
    await page.getByRole('button', { name: '重試' }).click();
    await page.getByRole('heading', { level: 1, name: schools[0]!.name }).waitFor();
  });

  test('statistics: an error message and a retry button', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/contact`);
    await page.route('**/api/stats**', (route) => route.fulfill(BOOM));
    await navigateTo(page, '統計資料');
    const alerts = page.getByRole('main').getByRole('alert');
    await alerts.first().waitFor();
    await alerts.first().getByRole('button', { name: '重試' }).waitFor();
  });

  test('map: an error message and a retry button', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.route('**/api/map-points**', (route) => route.fulfill(BOOM));
    await page.goto(`${baseUrl()}/map`);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByRole('button', { name: '重試' }).waitFor();
  });
});
