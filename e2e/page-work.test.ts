// The work a page does after the server's HTML is drawn (issue 30), counted rather than timed so that it holds on a
// host of any speed: the calls of the site's own JavaScript functions (V8's precise coverage, call counts) from the
// start of the load until the page is hydrated and has settled — its code evaluated, React taking over the HTML, the
// data and lazy parts it asks for and their renders. On a phone that work is the main thread's blocking time after
// the first paint (Lighthouse's TBT); a change that adds to it shows here on any host, where a timing would pass on
// a fast one. The same counts twice in a row on one build (within a few calls: the scheduler yields by the clock).
// Each route's budget is its count when it was set, with a tenth of headroom; lower it when a page gets lighter.
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { type Locale, SIMPLIFIED, pathIn } from '../src/shared/i18n/locale.ts';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import { baseUrl, newContext, settle, useBrowser } from './browser.ts';
import { allRoutes, type RouteCase } from './routes.ts';

/**
 * Function calls until hydrated and settled, per route (zh-HK; the first screens in every language), plus a tenth:
 * measured on 2026-11-29 (the most of four runs, one of them with a core kept busy), after the phone menu's links
 * became rendered while it is open only, and the school page's sections and the changes page's entries below the
 * first screen hydrated when near, as the list's cards were (components/hydrate-when-near.tsx). The list pages' are the
 * most of the sixteenth session's runs less the menu's 1,500: whether the second card is near the phone's viewport
 * when the page settles moves their count by about 2,000. Each 700 lower since the header's section links are plain
 * links (every route's count 710 lower on 2026-12-07, layout/site-header.tsx). The data page's: the most of six loads
 * (17,480–18,881) and a tenth, once each dataset's facts hydrated when near (22,886 before); the statistics page's,
 * 29,976 in three loads and a tenth, once its summary cards, the district chart's bars and each chart's table
 * hydrated when changed (40,692 before); the school page's, 31,558–33,031 in three loads and a tenth, once its name and kinds and its
 * overview hydrated when changed (33,843 before). The contact page's and the page not found's, whose footer is near
 * when they settle, 700 lower again since the footer's links are plain too (11,241 and 10,316).
 */
const BUDGETS: Record<string, number> = {
  'home zh-HK': 15_000,
  'schools zh-HK': 28_500,
  'detail zh-HK': 36_300,
  'map zh-HK': 83_500,
  'statistics zh-HK': 33_000,
  'compare zh-HK': 35_600,
  'shortlist zh-HK': 16_500,
  'contact zh-HK': 12_700,
  'data zh-HK': 20_800,
  'changes zh-HK': 24_000,
  'not-found zh-HK': 11_700,
  'home en': 15_100,
  'home zh-Hans': 15_100,
  'schools en': 24_600,
  'schools zh-Hans': 28_600,
};

const browser = useBrowser();
let routes: RouteCase[] = [];
let cleanup: (() => Promise<void>) | undefined;
beforeAll(async () => {
  routes = await allRoutes();
});
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

type Coverage = { result: { url: string; functions: { ranges: { count: number }[] }[] }[] };

/** The calls of the site's own scripts while `load` runs (a function's first range counts its calls). */
async function callsDuring(page: Page, load: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await load();
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as Coverage;
  return result.filter((script) => script.url.startsWith(baseUrl())).reduce((sum, script) => sum + script.functions.reduce((n, fn) => n + (fn.ranges[0]?.count ?? 0), 0), 0);
}

const CASES: [string, Locale][] = [
  ...['home', 'schools', 'detail', 'map', 'statistics', 'compare', 'shortlist', 'contact', 'data', 'changes', 'not-found'].map((name): [string, Locale] => [name, 'zh-HK']),
  ...['home', 'schools'].flatMap((name): [string, Locale][] => [
    [name, 'en'],
    [name, SIMPLIFIED],
  ]),
];

/** The route in the language, once its heading shows and it has settled (browser.ts). */
async function load(page: Page, route: RouteCase, locale: Locale) {
  await page.goto(`${baseUrl()}${pathIn(locale, route.path)}`);
  const zh = route.heading.zh;
  const simplified = typeof zh === 'string' ? toSimplified(zh) : new RegExp(toSimplified(zh.source));
  const heading = locale === 'en' ? route.heading.en : locale === SIMPLIFIED ? simplified : zh;
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  await settle(page);
}

test.each(CASES)('%s (%s): the JavaScript a phone runs until the page has settled stays within its budget', async (name, locale) => {
  const route = routes.find((r) => r.name === name)!;
  const context = await newContext(browser(), 'phone');
  cleanup = () => context.close();
  const page = await context.newPage();
  const calls = await callsDuring(page, () => load(page, route, locale));
  const key = `${name} ${locale}`;
  console.log(`[page work] ${key}: ${calls} calls (budget ${BUDGETS[key] ?? 'none'})`);
  expect(BUDGETS[key], `a budget for ${key}`).toBeDefined();
  expect(calls, `${key}: calls of the site's functions`).toBeLessThanOrEqual(BUDGETS[key]!);
  // Not vacuous: the page ran the site's code.
  expect(calls).toBeGreaterThan(1000);
});
