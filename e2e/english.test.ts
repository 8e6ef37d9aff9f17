// English pages, in the browser after their scripts ran: <html lang="en">, and no Chinese outside data marked
// lang="zh-Hant" (e2e/english.ts). Each route is added here as its page is translated.
import { afterEach, expect, test } from 'vitest';
import { baseUrl, openPage, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const routes = [
  { name: 'not found', path: '/en/no-such-page' },
  { name: 'contact and FAQ', path: '/en/contact' },
];

test.each(routes)('$name ($path) is in English', async ({ path }) => {
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  for (const summary of await page.locator('summary').all()) await summary.click(); // answers too
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  expect(errors).toEqual([]);
});
