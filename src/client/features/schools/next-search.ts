// How the search page's URL changes. Pure, so the rules are unit-tested without a router.
import type { Category } from '../../../shared/constants.ts';
import type { FilterValues } from '../../components/filter-fields.tsx';
import { resolveType } from '../../lib/filter-options.ts';
import type { SchoolsSearch } from '../../lib/search-params.ts';

/** The six filter fields of the search, and nothing else (no page, size or view). */
export function filtersOf(search: FilterValues): FilterValues {
  const { name, district, schoolCategory, schoolType, religiousAffiliation, gender } = search;
  return { name, district, schoolCategory, schoolType, religiousAffiliation, gender };
}

/**
 * The search after new filters: built from the six filter fields only, keeping the view and page size.
 * The page is dropped (back to 1), whatever else the caller passed in.
 */
export function withFilters(prev: SchoolsSearch, filters: FilterValues): SchoolsSearch {
  return { ...filtersOf(filters), view: prev.view, limit: prev.limit };
}

/** A category tab: the other filters stay, a type the category does not allow is reset. */
export function withCategory(prev: SchoolsSearch, schoolCategory: Category | undefined): SchoolsSearch {
  return withFilters(prev, { ...filtersOf(prev), schoolCategory, schoolType: resolveType(schoolCategory, prev.schoolType) });
}

/** Another page: every filter stays (the URL codec leaves page 1 out). */
export function withPage(prev: SchoolsSearch, page: number): SchoolsSearch {
  return { ...prev, page };
}
