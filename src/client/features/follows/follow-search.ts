// A search a browser follows (issue 27): the filters and the place of /schools as /api/schools takes them, kept by the
// server as a query string. Pure, so the rules are unit-tested without a page.
import { FILTER_KEYS, formatFilterValue } from '../../../shared/filters.ts';
import { BASE_LOCALE, type Locale } from '../../../shared/i18n/locale.ts';
import { schoolsSearchSchema, type SchoolsSearch } from '../../lib/search-params.ts';
import { parseSearch } from '../../lib/search-string.ts';
import { traditionalValue } from '../../lib/traditional-values.ts';

/**
 * The search to follow: every filter (the SPEC's Traditional values, in the filters' order), then the place's point
 * and radius, as the server keeps it; none for a search without a filter or a place (every change of every school
 * is not a notification: the server refuses it too). The place's name, the page, the order and the view are the
 * page's, not the search's.
 */
export function followedSearch(search: SchoolsSearch): string | undefined {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (search[key] !== undefined) params.set(key, traditionalValue(formatFilterValue(search[key])));
  if (search.near) {
    params.set('near', search.near);
    if (search.radius !== undefined) params.set('radius', String(search.radius));
  }
  return params.size > 0 ? params.toString() : undefined;
}

/** A kept search as the list page reads its address (values in the page's own script), with the place's name. */
export function searchOfFollowed(text: string, place?: string): SchoolsSearch {
  const search = schoolsSearchSchema.parse(parseSearch(text) as never);
  return search.near && place ? { ...search, place } : search;
}

/** The Atom feed of a school's changes or of a search's (decision record 028), its entries in the page's language. */
export function feedPath(subject: { school: number } | { search: string }, locale: Locale): string {
  const lang = locale === BASE_LOCALE ? '' : `lang=${locale}`;
  if ('school' in subject) return `/feeds/schools/${subject.school}.xml${lang && `?${lang}`}`;
  return `/feeds/changes.xml?${[subject.search, lang].filter(Boolean).join('&')}`;
}
