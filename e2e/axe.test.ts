// axe-core on every route at both widths: no serious or critical violations (the rest are printed); and a walk
// of every route's Tab stops at desktop width. The new states of the filter bar (the sheet, the place picker,
// the chosen place) are checked in filters.test.ts and place.test.ts.
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoSevereViolations, tabStops } from './a11y.ts';
import { baseUrl, DEVICES, openPage, useBrowser } from './browser.ts';
import { allRoutes, gotoRoute, waitUntilDrawn } from './routes.ts';

const routes = await allRoutes();
const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(DEVICES)('%s', (device) => {
  test.each(routes)('$path has no serious or critical violations', async (route) => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await gotoRoute(page, baseUrl(), route);
    await waitUntilDrawn(page, route);
    await expectNoSevereViolations(page, `${device} ${route.path}`);
  });
});

describe('keyboard', () => {
  test.each(routes)('$path: every Tab stop has a name and a visible focus outline', async (route) => {
    const { page, close } = await openPage(browser(), 'desktop');
    cleanup = close;
    await gotoRoute(page, baseUrl(), route);
    await waitUntilDrawn(page, route);
    await page.evaluate('window.scrollTo(0, 0)');
    const { stops, problems } = await tabStops(page);
    expect(stops.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});
