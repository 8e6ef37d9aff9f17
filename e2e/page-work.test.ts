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
 * Function calls until hydrated and settled, per route (zh-HK; the first screens in every language): measured on
 * 2026-11-28 (the build of issue 27's notifications), plus a tenth; the list pages' on 2026-11-29, after their cards
 * below the first screen became hydrated when near (components/hydrate-when-near.tsx; the most of two runs: whether
 * the second card is near the phone's viewport when the page settles moves the count by about 2,000).
 */
const BUDGETS: Record<string, number> = {
  'home zh-HK': 17_200,
  'schools zh-HK': 30_800,
  'detail zh-HK': 57_600,
  'map zh-HK': 87_200,
  'statistics zh-HK': 47_300,
  'compare zh-HK': 37_500,
  'shortlist zh-HK': 18_600,
  'contact zh-HK': 15_600,
  'data zh-HK': 27_600,
  'changes zh-HK': 29_800,
  'not-found zh-HK': 14_600,
  'home en': 17_300,
  'home zh-Hans': 17_400,
  'schools en': 27_000,
  'schools zh-Hans': 30_900,
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
