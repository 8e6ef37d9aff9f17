// Flaky networks (decision record 014): a request with no answer within the time limit (shortened by the global the
// client reads) or whose connection fails shows a message and a retry in place of the old results.
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, DEVICES, useBrowser, type Device, type SearchResult } from './browser.ts';
import { COUNT, LIMIT_MS, openNetworkPage } from './network.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function open(device: Device, serviceWorkers?: 'allow' | 'block') {
  const opened = await openNetworkPage(browser(), device, serviceWorkers);
  cleanup = opened.close;
  return opened;
}

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

  test('a school page with no answer within the time limit: its message and a working retry, not loading for ever', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const { page, errors } = await open(device);
    await page.goto(`${baseUrl()}/schools`);
    let hang = true;
    await page.route('**/api/schools/*', (route) => (hang ? undefined : route.continue()));
    await page.locator(`a[href^="/schools/${schools[0]!.id}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: '暫時無法載入學校資料' }).waitFor();
    await page.getByText(`伺服器 ${LIMIT_MS / 1000} 秒內未有回應，網絡可能不穩定，請稍後再試。`).waitFor();
    await expectNoSevereViolations(page, `timed-out school page (${device})`);
    hang = false;
    await page.getByRole('button', { name: '重試' }).click();
    await page.getByRole('heading', { level: 1, name: schools[0]!.name }).waitFor();
    expect(errors).toEqual([]);
  });
});

test('the English page says it in English', async () => {
  const { page, errors } = await open('phone');
  await page.goto(`${baseUrl()}/en/schools`);
  await page.route('**/api/schools?**', () => undefined);
  await page.getByRole('tab', { name: '中學' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await alert.getByText(`No answer from the server within ${LIMIT_MS / 1000} seconds: the connection may be unstable. Please try again.`).waitFor();
  await alert.getByRole('button', { name: 'Try again' }).waitFor();
  expect(errors).toEqual([]);
});
