// Offline (decision record 014): the pages and searches seen still work from the service worker, under a banner
// saying when their data was fetched; those not seen say the phone is offline (the browser's offline emulation).
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, useBrowser, type SearchResult } from './browser.ts';
import { countOf, openNetworkPage, serviceWorkerInControl } from './network.ts';
import { variantName, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function open(variant: Variant, serviceWorkers?: 'allow' | 'block') {
  const opened = await openNetworkPage(browser(), variant, serviceWorkers);
  cleanup = opened.close;
  return opened;
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^離線：/ });
const FETCHED = /^離線：顯示 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} 取得的資料$/;

describe.each(VARIANTS)('$device $locale', (variant) => {
  // The English of this walk (the offline page, the banner on every page) is not written into this test yet: todo in
  // English (the English test at the end covers the banner and the search's message).
  const searchTest = variant.locale === 'en' ? test.todo : test;
  const COUNT = countOf(variant);

  searchTest('offline: the pages and searches seen still work, under a banner with the time they were fetched', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page, errors } = await open(variant, 'allow');
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
    await expectNoSevereViolations(page, `offline school page (${variantName(variant)})`);

    await page.goto(`${baseUrl()}/schools`);
    await page.getByText(COUNT).waitFor();
    await page.getByRole('tab', { name: '中學' }).click();
    await page.getByText(COUNT).waitFor();
    await expect.poll(() => banner(page).innerText()).toMatch(FETCHED);
    await expectNoSevereViolations(page, `offline list (${variantName(variant)})`);

    // Not seen: a search, the statistics (through the menu), a page loaded anew.
    await page.getByRole('tab', { name: '幼稚園' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('你的裝置已離線，請連接網絡後再試。').waitFor();
    await alert.getByRole('button', { name: '重試' }).waitFor();
    await expectNoSevereViolations(page, `offline search not seen (${variantName(variant)})`);
    const menu = page.getByRole('button', { name: '開啟選單' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation').getByRole('link', { name: '統計資料', exact: true }).filter({ visible: true }).first().click();
    await page.getByRole('heading', { level: 1, name: '學校統計' }).waitFor();
    await alert.first().getByText('你的裝置已離線，請連接網絡後再試。').waitFor();
    await page.evaluate(`location.assign('/contact')`);
    await page.getByRole('heading', { level: 1, name: '離線' }).waitFor();
    await page.getByText('你的裝置已離線，而這一頁未曾儲存在裝置上。').waitFor();
    await expectNoSevereViolations(page, `offline page not seen (${variantName(variant)})`);

    await page.context().setOffline(false);
    await page.getByRole('link', { name: '返回首頁' }).click();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);
});

test('the English search page says it in English', async () => {
  const { page, errors } = await open({ device: 'phone', locale: 'en' }, 'allow');
  await page.goto(`${baseUrl()}/en/schools`);
  await serviceWorkerInControl(page);
  await page.reload();
  await page.context().setOffline(true);
  const english = page.getByRole('status').filter({ hasText: /^Offline: / });
  await expect.poll(() => english.innerText()).toMatch(/^Offline: showing data fetched on \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
  await page.getByRole('tab', { name: 'Primary' }).click();
  await page.getByRole('main').getByRole('alert').getByText('Your device is offline. Connect to the internet and try again.').waitFor();
  await page.getByRole('main').getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
  expect(errors).toEqual([]);
});
