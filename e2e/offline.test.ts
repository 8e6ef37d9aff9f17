// Offline (decision record 014): the pages and searches seen still work from the service worker, under a banner
// saying when their data was fetched; those not seen say the phone is offline (the browser's offline emulation).
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, useBrowser, type SearchResult } from './browser.ts';
import { builtFilesOf, countOf, openNetworkPage, savedAssets, savedOffline, serviceWorkerInControl } from './network.ts';
import { expectEnglish } from './english.ts';
import { pathIn } from '../src/shared/i18n/locale.ts';
import { nameIn, pathFor, say, variantName, VARIANTS, type Variant } from './variants.ts';

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

/** The banner saying the page is offline, and its text when it shows data fetched earlier. */
const banner = (page: Page, variant: Variant) => page.getByRole('status').filter({ hasText: say(variant, /^離線：/, /^Offline: /) });
const fetched = (variant: Variant) =>
  say(variant, /^離線：顯示 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} 取得的資料$/, /^Offline: showing data fetched on \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);

describe.each(VARIANTS)('$device $locale', (variant) => {
  const COUNT = countOf(variant);
  const FETCHED = fetched(variant);
  const OFFLINE = say(variant, '你的裝置已離線，請連接網絡後再試。', 'Your device is offline. Connect to the internet and try again.');
  const tab = (page: Page, zh: string, en: string) => page.getByRole('tab', { name: say(variant, zh, en) });

  test('offline: the pages and searches seen still work, under a banner with the time they were fetched', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page, errors } = await open(variant, 'allow');
    const list = `${baseUrl()}${pathFor(variant, '/schools')}`;
    const schoolPage = `${baseUrl()}${pathFor(variant, `/schools/${school.id}`)}`;
    await page.goto(list);
    await serviceWorkerInControl(page);
    // Installed from a page in this language: its built files saved, no other language's (a third of them all).
    const own = builtFilesOf(variant.locale);
    expect(await savedAssets(page)).toEqual(own);
    // Seen while online: the list, a search in it, a school.
    const answers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/schools' && response.ok()) answers.push(response.url());
    });
    await page.reload();
    await tab(page, '中學', 'Secondary').click();
    await page.getByText(COUNT).waitFor();
    await page.goto(schoolPage);
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    // The worker saves each answer after giving it to the page: offline only once the copies are there.
    expect(answers.length).toBeGreaterThan(0);
    await savedOffline(page, [list, schoolPage, ...answers]);

    await page.context().setOffline(true);
    await expect.poll(() => banner(page, variant).innerText()).toMatch(FETCHED);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    await expect.poll(() => banner(page, variant).innerText()).toMatch(FETCHED);
    await expectNoSevereViolations(page, `offline school page (${variantName(variant)})`);
    await expectEnglish(page, variant);

    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}`);
    await page.getByText(COUNT).waitFor();
    await tab(page, '中學', 'Secondary').click();
    await page.getByText(COUNT).waitFor();
    await expect.poll(() => banner(page, variant).innerText()).toMatch(FETCHED);
    await expectNoSevereViolations(page, `offline list (${variantName(variant)})`);

    // Not seen: a search, the statistics (through the menu), a page loaded anew.
    await tab(page, '幼稚園', 'Kindergarten').click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText(OFFLINE).waitFor();
    await alert.getByRole('button', { name: say(variant, '重試', 'Try again') }).waitFor();
    await expectNoSevereViolations(page, `offline search not seen (${variantName(variant)})`);
    await expectEnglish(page, variant);
    const menu = page.getByRole('button', { name: say(variant, '開啟選單', 'Open the menu') });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: say(variant, '統計資料', 'Statistics'), exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: say(variant, '學校統計', 'School statistics') }).waitFor();
    await alert.first().getByText(OFFLINE).waitFor();
    await page.evaluate(`location.assign(${JSON.stringify(pathFor(variant, '/contact'))})`);
    await page.getByRole('heading', { level: 1, name: say(variant, '離線', 'Offline') }).waitFor();
    await page.getByText(say(variant, '你的裝置已離線，而這一頁未曾儲存在裝置上。', 'You are offline, and this page has not been saved on this device.')).waitFor();
    await expectNoSevereViolations(page, `offline page not seen (${variantName(variant)})`);
    await expectEnglish(page, variant);

    await page.context().setOffline(false);
    await page.getByRole('link', { name: say(variant, '返回首頁', 'Home page') }).click();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe(pathFor(variant, '/'));
    expect(await banner(page, variant).count()).toBe(0);

    // A page in the other language: its built files are saved too, in the background.
    const other = variant.locale === 'en' ? 'zh-HK' : 'en';
    await page.goto(`${baseUrl()}${pathIn(other, '/')}`);
    await expect.poll(() => savedAssets(page)).toEqual([...new Set([...own, ...builtFilesOf(other)])].sort());
    expect(errors).toEqual([]);
  }, 90_000);
});
