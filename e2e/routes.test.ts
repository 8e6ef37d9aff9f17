// Every route renders its heading in both languages at phone and desktop width, without page errors or sideways
// scrolling, its English pages have no Chinese outside marked data, and axe finds no serious or critical violations
// (on the same load: each route is drawn once per pair); full-page screenshots of each go to
// e2e/screenshots/<route>-<device>-<locale>.png for a visual check. The Tab stops are walked in axe.test.ts.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSevereViolations } from './a11y.ts';
import { screenshotPath, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { allRoutes, gotoRoute, waitUntilDrawn } from './routes.ts';
import { ALL_VARIANTS, openVariant, variantName } from './variants.ts';

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

describe.each(ALL_VARIANTS)('$device $locale', (variant) => {
  test.each(routes)('$path renders, axe clean', async (route) => {
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    await gotoRoute(page, variant, route);
    await waitUntilDrawn(page, route);
    await page.screenshot({ path: screenshotPath(`${route.name}-${variantName(variant)}`), fullPage: true });
    expect(errors).toEqual([]);
    expect(await horizontalOverflow(page), 'page scrolls sideways').toBeLessThanOrEqual(0);
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `${variantName(variant)} ${route.path}`);
  });
});
