// Helpers of the flaky-network tests (e2e/network.test.ts, e2e/offline.test.ts; decision record 014): a page at
// the narrowest phone width or a desktop's, in the variant's language, and the request time limit the client reads;
// the wait for the service worker's control (follows.test.ts's too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from '../src/shared/i18n/locale.ts';
import { filesOf, manifestFile, type BuildManifest } from '../src/shared/page-render.ts';
import { openVariant, type Variant } from './variants.ts';

/** The time limit a test sets just before a request it holds for ever (the client reads it from a global). */
export const LIMIT_MS = 1500;
/** The search page's count of results, in the variant's language. */
export const countOf = (variant: Variant): RegExp => (variant.locale === 'en' ? /^\d+ schools? found$/ : /共找到 \d+ 間學校/);
/** The narrowest phone the site is made for, and a desktop. */
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** A fresh page; the service worker blocked unless allowed (page.route does not see the requests it answers). */
export function openNetworkPage(browser: Browser, variant: Variant, serviceWorkers: 'allow' | 'block' = 'block') {
  return openVariant(browser, variant, { viewport: VIEWPORTS[variant.device], serviceWorkers });
}

/**
 * Sets the time limit of the page's requests from now on (LIMIT_MS), or back to the product's (null). Set only just
 * before the request the test holds unanswered: every other request keeps the product's 15 s, which no host reaches.
 */
export async function limitRequests(page: Page, ms: number | null) {
  await page.evaluate(ms === null ? 'delete globalThis.requestTimeLimitMs' : `globalThis.requestTimeLimitMs = ${ms}`);
}

/** Once the service worker controls the page: the pages loaded from then on are saved, and it has a registration to push to. */
export async function serviceWorkerInControl(page: Page) {
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
}

/**
 * Waits until the service worker has saved each of these addresses (it saves after answering, in the background):
 * returns the ones still missing after the bound, for the test to report.
 */
export async function savedOffline(page: Page, urls: readonly string[]) {
  const missing = () => page.evaluate<string[]>(`Promise.all(${JSON.stringify(urls)}.map((url) => caches.match(url, { ignoreVary: true }).then((saved) => (saved ? null : url)))).then((all) => all.filter(Boolean))`);
  await expect.poll(missing).toEqual([]);
}

/** The built files of a language's pages, as its build's manifest names them (dist/, the build the server serves). */
export function builtFilesOf(locale: Locale): string[] {
  return [...filesOf(JSON.parse(readFileSync(path.join('dist/client', manifestFile(locale)), 'utf8')) as BuildManifest)].sort();
}

/** The built files the service worker has saved (the paths in its assets cache), sorted. */
export function savedAssets(page: Page): Promise<string[]> {
  return page.evaluate(`caches.keys()
    .then((names) => Promise.all(names.filter((name) => name.endsWith('-assets')).map((name) => caches.open(name).then((cache) => cache.keys()))))
    .then((lists) => lists.flat().map((request) => new URL(request.url).pathname).sort())`);
}
