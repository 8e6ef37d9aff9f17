// Helpers of the flaky-network tests (e2e/network.test.ts, e2e/offline.test.ts; decision record 014): a page at
// the narrowest phone width or a desktop's, in the variant's language, with the request time limit shortened by the global the client reads.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openVariant, type Variant } from './variants.ts';

export const LIMIT_MS = 1500;
/** The search page's count of results, in the variant's language. */
export const countOf = (variant: Variant): RegExp => (variant.locale === 'en' ? /^\d+ schools? found$/ : /共找到 \d+ 間學校/);
/** The narrowest phone the site is made for, and a desktop. */
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** A fresh page; the service worker blocked unless allowed (page.route does not see the requests it answers). */
export async function openNetworkPage(browser: Browser, variant: Variant, serviceWorkers: 'allow' | 'block' = 'block') {
  const opened = await openVariant(browser, variant, { viewport: VIEWPORTS[variant.device], serviceWorkers });
  await opened.page.addInitScript(`globalThis.requestTimeLimitMs = ${LIMIT_MS}`);
  return opened;
}

/** Once the service worker controls the page: the pages loaded from then on are saved. */
export async function serviceWorkerInControl(page: Page) {
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
}
