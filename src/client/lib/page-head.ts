// The head of every page in the served HTML, built in one place: <title>, description, canonical URL, the same page
// in each language (hreflang), the sharing tags, a school's schema.org data, and the Atom feed of the changes of the
// school or the search (decision record 028). The server's entry gives it to its
// routers (router.tsx `fullHead`); the browser's bundle never imports it: there only the title follows navigation
// (layout/client-head.ts).
import type { AnyRouteMatch } from '@tanstack/react-router';
import { textsOf } from '../../shared/i18n/catalogue.ts';
import { BASE_LOCALE, HREFLANG, LOCALES, pathIn, type Locale } from '../../shared/i18n/locale.ts';
import { FILTER_KEYS, type FilterQuery, formatFilterValue } from '../../shared/filters.ts';
import type { School } from '../../shared/schemas.ts';
import { CATEGORY_LABELS, DISTRICT_LABELS, labelOf, SCHOOL_TYPE_LABELS } from '../../shared/vocabulary.ts';
import { schoolJsonLd } from '../features/school-detail/school-json-ld.ts';
import { present } from '../../shared/display/format.ts';
import { pageHeadTexts } from './page-head.texts.ts';
import { schoolName } from './page-title.ts';

export type PageHead = { meta: NonNullable<AnyRouteMatch['meta']>; links: NonNullable<AnyRouteMatch['links']> };
/** Where the page is: the router's origin and language, its path without the language prefix, and its search. */
type PagePlace = { origin: string; locale: Locale; path: string; search?: Record<string, unknown> };
/** The route match a head is for: the router's origin and language, the path and the search. */
type PageMatch = { context: { origin: string; locale: Locale }; pathname: string; search?: Record<string, unknown> };

/**
 * The Atom feed of a school page's changes, or of the list's search (its filters and place); none elsewhere. In the
 * page's language: the feed's entries are written in it.
 */
function feedLink({ origin, locale, path, search = {} }: PagePlace): PageHead['links'] {
  const query = new URLSearchParams();
  const school = /^\/schools\/(\d+)$/.exec(path);
  if (!school && path !== '/schools') return [];
  if (!school) {
    for (const key of FILTER_KEYS) if ((search as FilterQuery)[key] !== undefined) query.set(key, formatFilterValue((search as FilterQuery)[key]));
    for (const key of ['near', 'radius'] as const) if (search[key] !== undefined) query.set(key, String(search[key]));
  }
  if (locale !== BASE_LOCALE) query.set('lang', locale);
  const feed = school ? `/feeds/schools/${school[1]}.xml` : '/feeds/changes.xml';
  return [{ rel: 'alternate', type: 'application/atom+xml', title: textsOf(pageHeadTexts, locale).feed, href: new URL(`${feed}${query.size ? `?${query}` : ''}`, origin).href }];
}

const OG_LOCALE: Record<Locale, string> = { 'zh-HK': 'zh_HK', 'zh-Hans': 'zh_CN', en: 'en_GB' };

/** Title, description, canonical, the page in each language and og:* (sharing tags must be absolute). */
function pageHead(title: string, description: string, place: PagePlace): PageHead {
  const { origin, locale, path } = place;
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
      ...feedLink(place),
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
export function fullHead(title: string, match: PageMatch, { notFound, school }: { notFound: boolean; school?: School }): PageHead {
  const place = { origin: match.context.origin, locale: match.context.locale, path: match.pathname, search: match.search };
  const texts = textsOf(pageHeadTexts, place.locale);
  // A page not found is no page to link to, share or index: its title and description only (no canonical, which
  // for a path no route has was the home page's address).
  if (notFound) return { meta: [{ title }, { name: 'description', content: texts.notFound }], links: [] };
  return school ? schoolHead(title, school, place) : pageHead(title, texts.site, place);
}

export type FullHead = typeof fullHead;
