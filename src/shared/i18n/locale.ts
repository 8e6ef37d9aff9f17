// The site's languages, and the language of a page, which is in its address: /en/… is English, every other path
// Traditional Chinese, at the addresses the SPEC gives. One place for reading and writing that prefix, on the
// server and in the browser.
export const LOCALES = ['zh-HK', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** The site's own language: its texts are in each page's code; the others are loaded when a page needs them. */
export const BASE_LOCALE = 'zh-HK' satisfies Locale;

const EN_PREFIX = '/en';

/** Where each language's pages live (the router's base path). */
export const BASE_PATHS: Record<Locale, string> = { 'zh-HK': '/', en: EN_PREFIX };

export function localeOfPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : BASE_LOCALE;
}

/** The path without its language prefix: /en/schools → /schools, /en → /. */
export function pathWithoutLocale(pathname: string): string {
  return localeOfPath(pathname) === 'en' ? pathname.slice(EN_PREFIX.length) || '/' : pathname;
}

/** The same page in a language: pathIn('en', '/schools') → /en/schools; pathIn('zh-HK', '/en/schools') → /schools.
 * The English home page is /en/, the router's own address for it (/en redirects there). */
export function pathIn(locale: Locale, pathname: string): string {
  const bare = pathWithoutLocale(pathname);
  return locale === BASE_LOCALE ? bare : `${EN_PREFIX}${bare}`;
}
