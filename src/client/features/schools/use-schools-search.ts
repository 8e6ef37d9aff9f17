// The search page's state is the URL: read it through the route, change it in event handlers.
// The next search is computed by the pure functions of next-search.ts.
import { getRouteApi } from '@tanstack/react-router';
import type { Category, Sort } from '../../../shared/constants.ts';
import type { FilterQuery } from '../../../shared/filters.ts';
import type { SchoolsSearch } from '../../lib/search-params.ts';
import { filtersOf, withCategory, withFilters, withPage, withPlace } from './next-search.ts';
import { RESULTS_HEADING } from './school-results.tsx';
import { isNameTooLong, schoolsQueryOf } from './schools-query.ts';

const route = getRouteApi('/schools');

export function useSchoolsSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = filtersOf(search);
  // After the new search is in the address, focus moves to the results heading (which scrolls it into view),
  // and the status line below it announces the new count.
  const go = (next: (prev: SchoolsSearch) => SchoolsSearch) =>
    void navigate({ search: next, replace: true, resetScroll: false }).then(() => document.getElementById(RESULTS_HEADING)?.focus());

  const query = schoolsQueryOf(search);

  return {
    search,
    filters,
    query,
    nameTooLong: isNameTooLong(search),
    /** New filters (panel, tabs, clear): page back to 1, address replaced, scroll kept. */
    setFilters: (next: FilterQuery) => go((prev) => withFilters(prev, next)),
    setCategory: (category: Category | undefined) => go((prev) => withCategory(prev, category)),
    clear: () => go((prev) => withFilters(prev, {})),
    setPage: (page: number) => go((prev) => withPage(prev, page)),
    /** Another view of the same results: focus stays on the toggle. */
    setView: (view: 'grid' | 'table') =>
      void navigate({ search: (prev) => ({ ...prev, view: view === 'grid' ? undefined : view }), replace: true, resetScroll: false }),
    /** The filter sheet's choices: new filters and order together, page back to 1. */
    setFiltersAndSort: (next: FilterQuery, sort: Sort | undefined) => go((prev) => ({ ...withFilters(prev, next), sort })),
    setPlace: (place: Pick<SchoolsSearch, 'near' | 'radius' | 'place'>) => go((prev) => withPlace(prev, place)),
  };
}
