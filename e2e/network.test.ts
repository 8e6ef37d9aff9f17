// Flaky networks (decision record 014): a request with no answer within the time limit (shortened here by the global
// the client reads) or a lost connection shows a message and a retry in place of the old results; offline, the
// pages and answers seen come from the service worker, under a banner saying when they were fetched.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, DEVICES, openPage, useBrowser, type Device, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const LIMIT_MS = 1500;
const COUNT = /共找到 \d+ 間學校/;
/** The narrowest phone the site is made for, and a desktop. */
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

async function open(device: Device, serviceWorkers: 'allow' | 'block' = 'block') {
  const opened = await openPage(browser(), device, { viewport: VIEWPORTS[device], serviceWorkers });
  cleanup = opened.close;
  await opened.page.addInitScript(`globalThis.requestTimeLimitMs = ${LIMIT_MS}`);
  return opened;
}

/** Once the service worker controls the page: the pages loaded from then on are saved. */
async function serviceWorkerInControl(page: Page) {
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^離線：/ });
const FETCHED = /^離線：顯示 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} 取得的資料$/;

describe.each(DEVICES)('%s', (device) => {
  test('a search with no answer within the time limit: the message in place of the old results, and a working retry', async () => {
    const { page, errors } = await open(device);
    await page.goto(`${baseUrl()}/schools`);
    await page.getByText(COUNT).waitFor();
    let hang = true;
    await page.route('**/api/schools?**', (route) => (hang ? undefined : route.continue()));
    await page.getByRole('tab', { name: '中學' }).click();
    const results = page.getByRole('region', { name: '搜尋結果' });
    await results.getByText('正在更新搜尋結果...以下為上一次搜尋的結果').waitFor();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText(`伺服器 ${LIMIT_MS / 1000} 秒內未有回應，網絡可能不穩定，請稍後再試。`).waitFor();
    expect(await page.getByText(COUNT).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('article').count()).toBe(0);
    await expectNoSevereViolations(page, `timed-out search (${device})`);
    hang = false;
    await alert.getByRole('button', { name: '重試' }).click();
    await page.getByText(COUNT).waitFor();
    expect(errors).toEqual([]);
  });

  test('a search whose connection fails: the message instead of the old results, and a working retry', async () => {
    const { page, errors } = await open(device);
    await page.goto(`${baseUrl()}/schools`);
    await page.getByText(COUNT).waitFor();
    let fail = true;
    await page.route('**/api/schools?**', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.getByRole('tab', { name: '小學' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('網絡連線出現問題，請檢查網絡連線後再試。').waitFor();
    expect(await page.getByText(COUNT).count()).toBe(0);
    await expectNoSevereViolations(page, `failed search (${device})`);
    fail = false;
    await alert.getByRole('button', { name: '重試' }).click();
    await page.getByText(COUNT).waitFor();
    expect(errors).toEqual([]);
  });

  test('offline: the pages and searches seen still work, under a banner with the time they were fetched', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page, errors } = await open(device, 'allow');
    await page.goto(`${baseUrl()}/schools`);
    await serviceWorkerInControl(page);
    // Seen while online: the list, a search in it, a school.
    await page.reload();
    await page.getByRole('tab', { name: '中學' }).click();
    await page.getByText(COUNT).waitFor();
    await page.goto(`${baseUrl()}/schools/${school.id}`);
    await page.getByRole('heading', { level: 1, name: school.name }).waitFor();

    await page.context().setOffline(true);
    await expect.poll(() => banner(page).innerText()).toMatch(FETCHED);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
    await expect.poll(() => banner(page).innerText()).toMatch(FETCHED);
    await expectNoSevereViolations(page, `offline school page (${device})`);

    await page.goto(`${baseUrl()}/schools`);
    await page.getByText(COUNT).waitFor();
    await page.getByRole('tab', { name: '中學' }).click();
    await page.getByText(COUNT).waitFor();
    await expect.poll(() => banner(page).innerText()).toMatch(FETCHED);
    await expectNoSevereViolations(page, `offline list (${device})`);

    // Not seen: a search, the statistics (through the menu), a page loaded anew.
    await page.getByRole('tab', { name: '幼稚園' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('你的裝置已離線，請連接網絡後再試。').waitFor();
    await alert.getByRole('button', { name: '重試' }).waitFor();
    await expectNoSevereViolations(page, `offline search not seen (${device})`);
    const menu = page.getByRole('button', { name: '開啟選單' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation').getByRole('link', { name: '統計資料', exact: true }).filter({ visible: true }).first().click();
    await page.getByRole('heading', { level: 1, name: '學校統計' }).waitFor();
    await alert.first().getByText('你的裝置已離線，請連接網絡後再試。').waitFor();
    await page.evaluate(`location.assign('/contact')`);
    await page.getByRole('heading', { level: 1, name: '離線' }).waitFor();
    await page.getByText('你的裝置已離線，而這一頁未曾儲存在裝置上。').waitFor();
    await expectNoSevereViolations(page, `offline page not seen (${device})`);

    await page.context().setOffline(false);
    await page.getByRole('link', { name: '返回首頁' }).click();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);
});

describe('the English pages say it in English', () => {
  test('offline: the banner, and the message for a search not seen', async () => {
    const { page, errors } = await open('phone', 'allow');
    await page.goto(`${baseUrl()}/en/schools`);
    await serviceWorkerInControl(page);
    await page.reload();
    await page.context().setOffline(true);
    const english = page.getByRole('status').filter({ hasText: /^Offline: / });
    await expect.poll(() => english.innerText()).toMatch(/^Offline: showing data fetched on \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
    await page.getByRole('tab', { name: '小學' }).click();
    await page.getByRole('main').getByRole('alert').getByText('Your device is offline. Connect to the internet and try again.').waitFor();
    await page.getByRole('main').getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
    expect(errors).toEqual([]);
  });

  test('a search with no answer within the time limit', async () => {
    const { page, errors } = await open('phone');
    await page.goto(`${baseUrl()}/en/schools`);
    await page.route('**/api/schools?**', () => undefined);
    await page.getByRole('tab', { name: '中學' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText(`No answer from the server within ${LIMIT_MS / 1000} seconds: the connection may be unstable. Please try again.`).waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    expect(errors).toEqual([]);
  });
});
