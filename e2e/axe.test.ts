// A walk of every route's Tab stops at desktop width in both languages: each has a name and a visible focus
// outline. axe itself runs on every route in all four language × width pairs in routes.test.ts (on the same page
// load as the render check); the new states of the filter bar (the sheet, the place picker, the chosen place) are
// checked in filters.test.ts and place.test.ts.
import { afterEach, describe, expect, test } from 'vitest';
import { tabStops } from './a11y.ts';
import { useBrowser } from './browser.ts';
import { allRoutes, gotoRoute, waitUntilDrawn } from './routes.ts';
import { ALL_VARIANTS, openVariant } from './variants.ts';

const routes = await allRoutes();
const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(ALL_VARIANTS.filter((variant) => variant.device === 'desktop'))('keyboard $locale', (variant) => {
  test.each(routes)('$path: every Tab stop has a name and a visible focus outline', async (route) => {
    const { page, close } = await openVariant(browser(), variant);
    cleanup = close;
    await gotoRoute(page, variant, route);
    await waitUntilDrawn(page, route);
    await page.evaluate('window.scrollTo(0, 0)');
    const { stops, problems } = await tabStops(page);
    expect(stops.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});
