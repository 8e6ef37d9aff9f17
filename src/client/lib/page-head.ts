// The head of every page in the served HTML, built in one place: <title>, description, canonical URL, the same page
// in each language (hreflang), the sharing tags, and a school's schema.org data. The server's entry gives it to its
// routers (router.tsx `fullHead`); the browser's bundle never imports it: there only the title follows navigation
// (layout/client-head.ts).
import type { AnyRouteMatch } from '@tanstack/react-router';
import { textsOf } from '../../shared/i18n/catalogue.ts';
import { HREFLANG, LOCALES, pathIn, type Locale } from '../../shared/i18n/locale.ts';
import type { School } from '../../shared/schemas.ts';
import { CATEGORY_LABELS, DISTRICT_LABELS, labelOf, SCHOOL_TYPE_LABELS } from '../../shared/vocabulary.ts';
import { schoolJsonLd } from '../features/school-detail/school-json-ld.ts';
import { present } from '../../shared/display/format.ts';
import { pageHeadTexts } from './page-head.texts.ts';
import { schoolName } from './page-title.ts';

export type PageHead = { meta: NonNullable<AnyRouteMatch['meta']>; links: NonNullable<AnyRouteMatch['links']> };
/** Where the page is: the router's origin and language, and its path without the language prefix. */
export type PagePlace = { origin: string; locale: Locale; path: string };

const OG_LOCALE: Record<Locale, string> = { 'zh-HK': 'zh_HK', 'zh-Hans': 'zh_CN', en: 'en_GB' };

/** Title, description, canonical, the page in each language and og:* (sharing tags must be absolute). */
function pageHead(title: string, description: string, { origin, locale, path }: PagePlace): PageHead {
  const urlIn = (language: Locale) => new URL(pathIn(language, path), origin).href;
  const url = urlIn(locale);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: OG_LOCALE[locale] },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...LOCALES.map((language) => ({ rel: 'alternate', hrefLang: HREFLANG[language], href: urlIn(language) })),
      { rel: 'alternate', hrefLang: 'x-default', href: urlIn('zh-HK') },
    ],
  };
}

/** A school page's head: its description from its main facts, and its schema.org data. */
function schoolHead(title: string, school: School, place: PagePlace): PageHead {
  const { locale } = place;
  const description = textsOf(pageHeadTexts, locale).school(
    schoolName(school, locale),
    labelOf(DISTRICT_LABELS, school.district, locale),
    labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale),
    labelOf(CATEGORY_LABELS, school.schoolCategory, locale),
    present(school.foundingYear),
  );
  const head = pageHead(title, description, place);
  // HeadContent writes a 'script:ld+json' entry as <script type="application/ld+json">; the meta type omits it.
  const jsonLd = { 'script:ld+json': schoolJsonLd(school, head.links[0]!.href!, locale) } as PageHead['meta'][number];
  return { meta: [...head.meta, jsonLd], links: head.links };
}

/** The whole head of a page: a school's, a page not found's, or another page's with the site's description. */
export function fullHead(title: string, place: PagePlace, { notFound, school }: { notFound: boolean; school?: School }): PageHead {
  const texts = textsOf(pageHeadTexts, place.locale);
  // A page not found is no page to link to, share or index: its title and description only (no canonical, which
  // for a path no route has was the home page's address).
  if (notFound) return { meta: [{ title }, { name: 'description', content: texts.notFound }], links: [] };
  return school ? schoolHead(title, school, place) : pageHead(title, texts.site, place);
}

export type FullHead = typeof fullHead;
