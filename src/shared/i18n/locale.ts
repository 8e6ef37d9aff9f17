// The site's languages, and the language of a page, which is in its address: /en/… is English, /sc/… Simplified
// Chinese, every other path Traditional Chinese, at the addresses the SPEC gives (the Hong Kong government's sites
// put Simplified Chinese at /sc). One place for reading and writing that prefix, on the server and in the browser.
export const LOCALES = ['zh-HK', 'zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** The site's own language: its texts are in each page's code; the others are loaded when a page needs them. */
export const BASE_LOCALE = 'zh-HK' satisfies Locale;
/**
 * Simplified Chinese is not written by hand: its builds are the Traditional Chinese code converted with OpenCC
 * (vite.config.ts, decision record 026), and its data converted by the server (`lang=zh-Hans`).
 */
export const SIMPLIFIED = 'zh-Hans' satisfies Locale;
/** The languages written by hand. */
export type WrittenLocale = Exclude<Locale, typeof SIMPLIFIED>;
/** Whose texts a language's are: Simplified Chinese's are the Traditional ones, which its builds convert. */
export const writtenIn = (locale: Locale): WrittenLocale => (locale === SIMPLIFIED ? BASE_LOCALE : locale);
/** Values written for each written language, for every language: Simplified Chinese gets the Traditional one. */
export function inEveryLocale<T>(written: Record<WrittenLocale, T>): Record<Locale, T> {
  return { ...written, [SIMPLIFIED]: written[BASE_LOCALE] };
}

/** The tag of Chinese text on a page in `locale`: Simplified on Simplified Chinese pages (their data converted),
 * Traditional elsewhere (an English page's data that exists only in Chinese). */
export const chineseTag = (locale: Locale): 'zh-Hans' | 'zh-Hant' => (locale === SIMPLIFIED ? 'zh-Hans' : 'zh-Hant');
/** A page's language tag (`<html lang>`, a link to the page in that language). */
export const languageTag = (locale: Locale): string => (locale === 'en' ? 'en' : chineseTag(locale));

/** Each language's tag for search engines (hreflang; the sitemap and each page's head). */
export const HREFLANG: Record<Locale, string> = { 'zh-HK': 'zh-HK', 'zh-Hans': 'zh-Hans', en: 'en' };

/** Each other language's prefix. */
const PREFIXES = { 'zh-Hans': '/sc', en: '/en' } as const;

/** Where each language's pages live (the router's base path). */
export const BASE_PATHS: Record<Locale, string> = { 'zh-HK': '/', ...PREFIXES };

export function localeOfPath(pathname: string): Locale {
  const found = Object.entries(PREFIXES).find(([, prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return found ? (found[0] as Locale) : BASE_LOCALE;
}

/** The path without its language prefix: /en/schools → /schools, /sc → /. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale === BASE_LOCALE ? pathname : pathname.slice(PREFIXES[locale].length) || '/';
}

/** The same page in a language: pathIn('en', '/schools') → /en/schools; pathIn('zh-HK', '/sc/schools') → /schools.
 * A language's home page is /en/ or /sc/, the router's own address for it (/en redirects there). */
export function pathIn(locale: Locale, pathname: string): string {
  const bare = pathWithoutLocale(pathname);
  return locale === BASE_LOCALE ? bare : `${PREFIXES[locale]}${bare}`;
}
