// The language and width each browser test runs in (decision record 015). Every test runs twice: Chinese at phone
// width and English at desktop width, so each runs in both languages and at both widths at the cost of the two
// widths it ran at before; the route, overflow and axe checks run all four pairs.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { schoolLabel } from '../src/client/lib/school-label.ts';
import { pathIn, type Locale } from '../src/shared/i18n/locale.ts';
import { DEVICES, openPage, type Device } from './browser.ts';

export type Variant = { device: Device; locale: Locale };

export const VARIANTS: readonly Variant[] = [
  { device: 'phone', locale: 'zh-HK' },
  { device: 'desktop', locale: 'en' },
];

export const ALL_VARIANTS: readonly Variant[] = DEVICES.flatMap((device) =>
  (['zh-HK', 'en'] as const).map((locale) => ({ device, locale })),
);

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
