// How the search page's URL changes. Pure, so the rules are unit-tested without a router.
import type { Category } from '../../../shared/constants.ts';
import type { FilterQuery } from '../../../shared/filters.ts';
import type { SchoolsSearch } from '../../lib/search-params.ts';
import { filtersOf, withFilter } from '../filters/next-filters.ts';

export { filtersOf };

/** What a new search keeps besides its filters: the place, the order, the view and the page size. */
function kept({ near, radius, place, sort, view, limit }: SchoolsSearch): SchoolsSearch {
  return { near, radius, place, sort, view, limit };
}

/** The search after new filters; the page is dropped (back to 1), whatever else the caller passed in. */
export function withFilters(prev: SchoolsSearch, filters: FilterQuery): SchoolsSearch {
  return { ...filtersOf(filters), ...kept(prev) };
}

/** A category tab: the other filters stay, those the category does not take (types, K1 vacancy…) go. */
export function withCategory(prev: SchoolsSearch, schoolCategory: Category | undefined): SchoolsSearch {
  return withFilters(prev, withFilter(prev, 'schoolCategory', schoolCategory));
}

/** Another page: every filter stays (the URL codec leaves page 1 out). */
export function withPage(prev: SchoolsSearch, page: number): SchoolsSearch {
  return { ...prev, page };
}

/** A place chosen or removed: nearest first while there is one; the page goes back to 1. */
export function withPlace(prev: SchoolsSearch, place: Pick<SchoolsSearch, 'near' | 'radius' | 'place'>): SchoolsSearch {
  const sort = place.near ? (prev.near ? prev.sort : 'distance') : prev.sort === 'distance' ? undefined : prev.sort;
  return { ...filtersOf(prev), ...kept(prev), near: place.near, radius: place.radius, place: place.place, sort };
}
