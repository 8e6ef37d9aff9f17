// The API query of a search page's URL: the route's loader fetches it, the page reads it. Apart from the
// page's hook, so that the router (in the entry chunk) does not pull the page's components in with it.
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.ts';
import { FILTERS } from '../../../shared/filters.ts';
import { textLength } from '../../../shared/filter-kinds.ts';
import type { SchoolsQuery } from '../../lib/queries.ts';
import type { SchoolsSearch } from '../../lib/search-params.ts';
import { filtersOf } from './next-search.ts';

export function schoolsQueryOf(search: SchoolsSearch): SchoolsQuery {
  return {
    ...filtersOf(search),
    near: search.near,
    radius: search.radius,
    sort: search.sort,
    page: search.page ?? 1,
    limit: search.limit ?? SEARCH_PAGE_SIZE,
  };
}

/** A name longer than the API takes: the page says so instead of searching. */
export const isNameTooLong = (search: SchoolsSearch) => textLength(search.name ?? '') > FILTERS.name.maxLength;
