// A page's title in a language: the site's name, '{page} | {site}', or a school's names.
import type { School } from '../../shared/schemas.ts';
import { textsOf } from '../../shared/i18n/catalogue.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import { englishNameOf } from './english-name.ts';
import { pageTitleTexts, type PageTitleTexts } from './page-title.texts.ts';

export type PageKey = { [K in keyof PageTitleTexts]: PageTitleTexts[K] extends string ? K : never }[keyof PageTitleTexts];

export function pageTitle(locale: Locale, page?: PageKey): string {
  const t = textsOf(pageTitleTexts, locale);
  return page && page !== 'siteName' ? `${t[page]} | ${t.siteName}` : t.siteName;
}

export function schoolName(school: School, locale: Locale): string {
  return textsOf(pageTitleTexts, locale).schoolName(school.name, englishNameOf(school));
}

export function schoolTitle(school: School, locale: Locale): string {
  return `${schoolName(school, locale)} | ${textsOf(pageTitleTexts, locale).siteName}`;
}
