// Every route renders its heading at phone and desktop width, without page errors; full-page
// screenshots of each go to e2e/screenshots/ for a visual check.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEVICES, openPage, screenshotPath, useBrowser } from './browser.ts';
import { allRoutes, gotoRoute, waitUntilDrawn } from './routes.ts';

const routes = await allRoutes();
const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

describe.each(DEVICES)('%s', (device) => {
  test.each(routes)('$path renders', async (route) => {
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await gotoRoute(page, baseUrl(), route);
    if (route.name === 'not-found') {
      await page.getByText('404 Page Not Found').waitFor();
    }
    await waitUntilDrawn(page, route);
    await page.screenshot({ path: screenshotPath(`${route.name}-${device}`), fullPage: true });
    expect(errors).toEqual([]);
    expect(await horizontalOverflow(page), 'page scrolls sideways').toBeLessThanOrEqual(0);
  });
});
