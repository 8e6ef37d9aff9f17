// The languages and widths the browser tests run in (decision record 015). Three sets, by what changes the check:
// - ALL_VARIANTS, every language at every width: each route renders without errors or sideways scrolling, is axe
//   clean and (English) has no Chinese outside marked data (routes.test.ts); tests of one width run at that width in
//   every language (layout.test.ts, the compare table at 360 px, the table view).
// - VARIANTS, each language once and each width once (Chinese at phone width, English at desktop width): tests whose
//   checks depend on the language (the interface's words, English names and addresses, no Chinese on English pages,
//   axe on a state reached by a test) or on the width.
// - ONCE, Chinese at phone width: tests of behaviour that is the same in every language and at every width (the
//   address is the filter state, a count matches the API, a retry works). Their words in other languages are
//   checked by a test of the same file in VARIANTS.
// A new language adds its pairs to ALL_VARIANTS and one variant to VARIANTS; nothing to ONCE.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, onTestFailed } from 'vitest';
import { schoolLabel } from '../src/client/lib/school-label.ts';
import { pathIn, type Locale } from '../src/shared/i18n/locale.ts';
import { baseUrl, DEVICES, openPage, type Device } from './browser.ts';

export type Variant = { device: Device; locale: Locale };

const LOCALES: readonly Locale[] = ['zh-HK', 'en'];

export const ALL_VARIANTS: readonly Variant[] = DEVICES.flatMap((device) => LOCALES.map((locale) => ({ device, locale })));

/** Each language once, the widths taken in turn: Chinese at phone width, English at desktop width. */
export const VARIANTS: readonly Variant[] = LOCALES.map((locale, i) => ({ device: DEVICES[i % DEVICES.length]!, locale }));

/** Chinese at phone width: the SPEC's language on the device parents use most. */
export const ONCE: readonly Variant[] = [VARIANTS[0]!];

/** The variants at one width, in every language. */
export const atWidth = (device: Device): readonly Variant[] => ALL_VARIANTS.filter((variant) => variant.device === device);

/** A name for test titles and screenshot files: 'phone-zh-HK'. */
export const variantName = (variant: Variant): string => `${variant.device}-${variant.locale}`;

/** The address of a page in the variant's language: '/schools?x=1' → '/en/schools?x=1' in English. */
export function pathFor(variant: Variant, path: string): string {
  // The search and hash as written (not percent-encoded), so the result compares with pathOf's decoded address.
  const end = path.search(/[?#]/);
  return end === -1 ? pathIn(variant.locale, path) : `${pathIn(variant.locale, path.slice(0, end))}${path.slice(end)}`;
}

/** The interface's words in the variant's language (tests write both, independent of the catalogues). */
export function say<T>(variant: Variant, zh: T, en: T): T {
  return variant.locale === 'en' ? en : zh;
}

/** A school's name as the variant's pages write it: in English its official English name, when it has one. */
export const nameIn = (variant: Variant, school: { name: string; englishName: string | null }): string => schoolLabel(school, variant.locale);

/** openPage (browser.ts) at the variant's width, with the browser's language set to match. */
export function openVariant(browser: Browser, variant: Variant, options: BrowserContextOptions = {}) {
  return openPage(browser, variant.device, { locale: variant.locale === 'en' ? 'en-HK' : 'zh-HK', ...options });
}

type Opened = Awaited<ReturnType<typeof openVariant>>;

/**
 * openVariant's page, kept for the next test of the describe block, for tests that load pages and read them, or store
 * no more than the site's localStorage (the shortlist, the compare list), which is cleared after each test; tests that
 * change a permission, the position, a service worker, the window size or an init script open their own page (so do
 * the map's, whose tiles of one test may still be asked for when the next begins). Each test loads its own address;
 * after it, the routes it set are removed and its page errors forgotten; a failed test, or one that leaves the page on
 * another origin, closes it, and the next opens a new one. One renderer for the block instead of one per test, with
 * the browser's cache as a returning parent's: half the CPU of routes.test.ts (decision record 024). The page is the
 * block's to close, so a test gets it without `close`.
 */
export function sharedVariantPage(browser: () => Browser, variant: Variant): () => Promise<Pick<Opened, 'page' | 'errors'>> {
  let opened: Promise<Opened> | undefined;
  const close = async () => {
    const closing = opened;
    opened = undefined;
    await (await closing)?.close();
  };
  afterEach(async () => {
    const kept = await opened;
    if (!kept) return;
    kept.errors.splice(0);
    await kept.page.unrouteAll({ behavior: 'ignoreErrors' });
    if (new URL(kept.page.url()).origin === new URL(baseUrl()).origin) await kept.page.evaluate('localStorage.clear(); sessionStorage.clear()');
    else await close();
  });
  afterAll(close);
  return () => {
    onTestFailed(close);
    opened ??= openVariant(browser(), variant);
    return opened;
  };
}
