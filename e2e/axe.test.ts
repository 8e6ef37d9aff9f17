// axe-core on every route in both languages at both widths: no serious or critical violations (the rest are
// printed); and a walk of every route's Tab stops at desktop width in both languages. The new states of the filter
// bar (the sheet, the place picker, the chosen place) are checked in filters.test.ts and place.test.ts.
import { afterEach, describe, expect, test } from 'vitest';
import { expectNoSevereViolations, tabStops } from './a11y.ts';
import { useBrowser } from './browser.ts';
import { allRoutes, gotoRoute, readyRoutes, todoPendingRoutes, waitUntilDrawn } from './routes.ts';
import { ALL_VARIANTS, openVariant, variantName } from './variants.ts';

const routes = await allRoutes();
const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(ALL_VARIANTS)('$device $locale', (variant) => {
  test.each(readyRoutes(routes, variant))('$path has no serious or critical violations', async (route) => {
    const { page, close } = await openVariant(browser(), variant);
    cleanup = close;
    await gotoRoute(page, variant, route);
    await waitUntilDrawn(page, route);
    await expectNoSevereViolations(page, `${variantName(variant)} ${route.path}`);
  });
  todoPendingRoutes(routes, variant, 'has no serious or critical violations');
});

describe.each(ALL_VARIANTS.filter((variant) => variant.device === 'desktop'))('keyboard $locale', (variant) => {
  test.each(readyRoutes(routes, variant))('$path: every Tab stop has a name and a visible focus outline', async (route) => {
    const { page, close } = await openVariant(browser(), variant);
    cleanup = close;
    await gotoRoute(page, variant, route);
    await waitUntilDrawn(page, route);
    await page.evaluate('window.scrollTo(0, 0)');
    const { stops, problems } = await tabStops(page);
    expect(stops.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
  todoPendingRoutes(routes, variant, 'Tab stops');
});
