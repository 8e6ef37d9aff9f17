// Flaky networks (decision record 014): a request with no answer within the time limit (shortened, by the global the
// client reads, just before the request held unanswered) or whose connection fails shows a message and a retry in
// place of the old results; in both languages.
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, useBrowser, type SearchResult } from './browser.ts';
import { CATEGORY_LABELS } from '../src/shared/vocabulary/categories.ts';
import { labelOf } from '../src/shared/vocabulary/labels.ts';
import { countOf, limitRequests, LIMIT_MS, openNetworkPage } from './network.ts';
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

describe.each(VARIANTS)('$device $locale', (variant) => {
  const timedOut = say(
    variant,
    `伺服器 ${LIMIT_MS / 1000} 秒內未有回應，網絡可能不穩定，請稍後再試。`,
    `No answer from the server within ${LIMIT_MS / 1000} seconds: the connection may be unstable. Please try again.`,
  );
  const COUNT = countOf(variant);
  const url = (path: string) => `${baseUrl()}${pathFor(variant, path)}`;
  const tab = (category: string) => labelOf(CATEGORY_LABELS, category, variant.locale);
  const retry = say(variant, '重試', 'Try again');

  test('a search with no answer within the time limit, then one whose connection fails: each message in place of the old results, and a working retry', async () => {
    const { page, errors } = await open(variant);
    await page.goto(url('/schools'));
    await page.getByText(COUNT).waitFor();
    let network: 'hang' | 'fail' | 'up' = 'hang';
    await page.route('**/api/schools?**', (route) =>
      network === 'hang' ? undefined : network === 'fail' ? route.abort('internetdisconnected') : route.continue(),
    );
    // (Until the limit, the previous results stay, dimmed: search.test.ts holds a search to check that.)
    await limitRequests(page, LIMIT_MS);
    await page.getByRole('tab', { name: tab('中學') }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText(timedOut).waitFor();
    expect(await page.getByText(COUNT).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('article').count()).toBe(0);
    await expectNoSevereViolations(page, `timed-out search (${variantName(variant)})`);
    network = 'up';
    await limitRequests(page, null);
    await alert.getByRole('button', { name: retry }).click();
    await page.getByText(COUNT).waitFor();

    network = 'fail';
    await page.getByRole('tab', { name: tab('小學') }).click();
    await alert.getByText(say(variant, '網絡連線出現問題，請檢查網絡連線後再試。', 'There is a problem with the network connection. Check your connection and try again.')).waitFor();
    expect(await page.getByText(COUNT).count()).toBe(0);
    await expectNoSevereViolations(page, `failed search (${variantName(variant)})`);
    network = 'up';
    await alert.getByRole('button', { name: retry }).click();
    await page.getByText(COUNT).waitFor();
    expect(errors).toEqual([]);
  });

  test('a school page with no answer within the time limit: its message and a working retry, not loading for ever', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page, errors } = await open(variant);
    await page.goto(url('/schools'));
    let hang = true;
    await page.route('**/api/schools/*', (route) => (hang ? undefined : route.continue()));
    await limitRequests(page, LIMIT_MS);
    await page.locator(`a[href^="${pathFor(variant, `/schools/${school.id}`)}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: say(variant, '暫時無法載入學校資料', 'The school could not be loaded') }).waitFor();
    await page.getByText(timedOut).waitFor();
    await expectNoSevereViolations(page, `timed-out school page (${variantName(variant)})`);
    hang = false;
    await limitRequests(page, null);
    await page.getByRole('button', { name: retry }).click();
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    expect(errors).toEqual([]);
  });
});
