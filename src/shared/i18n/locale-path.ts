// The language of a page is in its address: /en/… is English, every other path Traditional Chinese, at the
// addresses the SPEC gives. One place for reading and writing that prefix, on the server and in the browser.
import { baseLocale, type Locale } from './paraglide/runtime.js';

const EN_PREFIX = '/en';

export function localeOfPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : baseLocale;
}

/** The path without its language prefix: /en/schools → /schools, /en → /. */
export function pathWithoutLocale(pathname: string): string {
  return localeOfPath(pathname) === 'en' ? pathname.slice(EN_PREFIX.length) || '/' : pathname;
}

/** The same page in a language: pathIn('en', '/schools') → /en/schools; pathIn('zh-HK', '/en/schools') → /schools. */
export function pathIn(locale: Locale, pathname: string): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === baseLocale) return bare;
  return bare === '/' ? EN_PREFIX : `${EN_PREFIX}${bare}`;
}
