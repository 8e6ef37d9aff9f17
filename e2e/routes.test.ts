// Every route renders its heading in both languages at phone and desktop width, without page errors or sideways
// scrolling, axe finds no serious or critical violations, at desktop width every Tab stop has a name and a visible
// focus outline, and its English pages are <html lang="en"> with no Chinese outside marked data, the disclosures
// (<summary>: answers, lists) open too: all on one load of the route per pair.
// With E2E_SCREENSHOTS=1, full-page screenshots of each go to e2e/screenshots/<route>-<device>-<locale>.jpg for a
// visual check. The new states of the filter bar (the sheet, the place picker, the chosen place) are checked in
// filters.test.ts and place.test.ts.
// The routes of a variant are loaded one after the other in one page (sharedVariantPage): viewing a route stores
// nothing.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSevereViolations, tabStops } from './a11y.ts';
import { screenshot, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { allRoutes, gotoRoute, waitUntilDrawn } from './routes.ts';
import { ALL_VARIANTS, sharedVariantPage, variantName } from './variants.ts';

const routes = await allRoutes();
const browser = useBrowser();

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

describe.each(ALL_VARIANTS)('$device $locale', (variant) => {
  const keyboard = variant.device === 'desktop';
  const open = sharedVariantPage(browser, variant);
  test.each(routes)(`$path renders, axe clean${keyboard ? '; every Tab stop named and outlined' : ''}`, async (route) => {
    const { page, errors } = await open();
    await gotoRoute(page, variant, route);
    await waitUntilDrawn(page, route);
    await screenshot(page, `${route.name}-${variantName(variant)}`);
    expect(errors).toEqual([]);
    expect(await horizontalOverflow(page), 'page scrolls sideways').toBeLessThanOrEqual(0);
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `${variantName(variant)} ${route.path}`);
    if (keyboard) {
      await page.evaluate('window.scrollTo(0, 0)');
      const { stops, problems } = await tabStops(page);
      expect(stops.length).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    }
    if (variant.locale === 'en') {
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      for (const summary of await page.locator('summary').filter({ visible: true }).all()) await summary.click();
      expect(await chineseOutsideMarkedData(page), 'with the disclosures open').toEqual([]);
    }
  });
});
