// Simplified Chinese (/sc, decision record 026) at phone width: every route renders without page errors or sideways
// scrolling, is <html lang="zh-Hans"> and axe clean, and every text a person reads (text nodes, names, titles,
// placeholders; the disclosures open) is what the conversion gives, so that nothing is left in Traditional. Its
// behaviour is the Traditional build's, converted, which the other files test; what changes is the text. And the
// language switch: from each language to each, the same page with the same search, the compare list and the
// shortlist kept.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import { LOCALES, type Locale } from '../src/shared/i18n/locale.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { baseUrl, pathOf, screenshot, settle, useBrowser } from './browser.ts';
import { allRoutes, gotoRoute, waitUntilDrawn, type RouteCase } from './routes.ts';
import { openVariant, pathFor, sharedVariantPage, type Variant } from './variants.ts';

const PHONE: Variant = { device: 'phone', locale: 'zh-Hans' };
const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A search with filters and a place (大圍站's point, its name as a Traditional page chose it: the server converts it). */
const SEARCH = '/schools?schoolCategory=小學&district=沙田區&religiousAffiliation=天主教&near=22.3728,114.1787&radius=3000&place=大圍站';
const simplifiedHeading = (heading: string | RegExp) => (typeof heading === 'string' ? toSimplified(heading) : new RegExp(toSimplified(heading.source)));
const routes: RouteCase[] = [
  ...(await allRoutes()),
  { name: 'search', path: SEARCH, heading: { zh: '學校搜尋', en: 'School search' } },
  { name: 'compare-two', path: '/compare?schools=2061,1', heading: { zh: '學校比較', en: 'Compare schools' } },
].map((route) => ({ ...route, heading: { zh: simplifiedHeading(route.heading.zh), en: route.heading.en } }));

/** Every text of the page a person reads, with where it is, outside elements marked as another language. */
const READ_TEXTS = String.raw`(() => {
  const ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'aria-valuetext'];
  const otherLanguage = (element) => !(element.closest('[lang]')?.getAttribute('lang') ?? 'zh-Hans').startsWith('zh-Hans');
  const texts = [['<title>', document.title]];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest('script, style, template, noscript') && !otherLanguage(parent)) texts.push(['<' + parent.tagName.toLowerCase() + '>', node.textContent]);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && !otherLanguage(element)) texts.push(['<' + element.tagName.toLowerCase() + ' ' + name + '>', value]);
    }
  }
  return texts;
})()`;

/** The texts that the conversion would change: Traditional left on the page. */
async function traditionalTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate<[string, string][]>(READ_TEXTS);
  return texts.filter(([, text]) => toSimplified(text) !== text).map(([where, text]) => `${where} ${text.trim().slice(0, 60)}`);
}

describe('every route in Simplified Chinese at phone width', () => {
  // One page for the routes, one after the other (sharedVariantPage): viewing a route stores nothing.
  const open = sharedVariantPage(browser, PHONE);
  test.each(routes)('$path renders, axe clean, nothing in Traditional', async (route) => {
    const { page, errors } = await open();
    await gotoRoute(page, PHONE, route);
    await waitUntilDrawn(page, route);
    await screenshot(page, `${route.name}-phone-zh-Hans`);
    expect(errors).toEqual([]);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'), 'scrolls sideways').toBeLessThanOrEqual(0);
    await expectNoSevereViolations(page, `phone-zh-Hans ${route.path}`);
    for (const summary of await page.locator('summary').filter({ visible: true }).all()) await summary.click();
    expect(await traditionalTexts(page)).toEqual([]);
  });
});

/**
 * One walk through the languages that takes each switch, from each to each, once (a cycle of the three), every switch
 * from the page the last one opened: six page loads instead of one back to the starting language before each.
 */
const WALK: readonly Locale[] = ['zh-HK', 'zh-Hans', 'en', 'zh-HK', 'en', 'zh-Hans', 'zh-HK'];

describe('the language switch', () => {
  test('opens the same page with the same search in each other language, from each, the compare list and the shortlist kept', async () => {
    const switches = WALK.slice(1).map((to, i) => `${WALK[i]} → ${to}`);
    const everySwitch = LOCALES.flatMap((from) => LOCALES.filter((to) => to !== from).map((to) => `${from} → ${to}`));
    expect(new Set(switches), 'the walk takes every switch once').toEqual(new Set(everySwitch));
    expect(switches).toHaveLength(everySwitch.length);

    const { page, errors, close } = await openVariant(browser(), PHONE);
    cleanup = close;
    const search = '/schools?schoolCategory=小學&district=沙田區&religiousAffiliation=天主教';
    await page.goto(`${baseUrl()}${pathFor({ ...PHONE, locale: WALK[0]! }, search)}`);
    const stored = { compareSchools: '[2061]', shortlist: JSON.stringify([{ id: 2061, note: '近公園' }]) };
    await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), stored);
    const signs = { 'zh-HK': '繁', 'zh-Hans': '简', en: 'EN' } as const;
    for (const [i, from] of WALK.slice(0, -1).entries()) {
      const to = WALK[i + 1]!;
      // The page's own language is marked (and, at phone width, left out: the header has room for the other two).
      expect(await page.locator('header a[aria-current="true"]').textContent(), from).toBe(signs[from]);
      await page.getByRole('banner').getByRole('link', { name: signs[to], exact: true }).click();
      await expect.poll(() => pathOf(page), { message: `${from} → ${to}` }).toBe(pathFor({ ...PHONE, locale: to }, search));
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await settle(page);
      expect(await page.getAttribute('html', 'lang'), `${from} → ${to}`).toBe({ 'zh-HK': 'zh-Hant', 'zh-Hans': 'zh-Hans', en: 'en' }[to]);
      expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), Object.keys(stored))).toEqual(Object.values(stored));
    }
    expect(errors).toEqual([]);
  });
});
