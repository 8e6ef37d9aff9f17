// The search page's state is the URL: read it through the route, change it in event handlers.
// The next search is computed by the pure functions of next-search.ts.
import { getRouteApi } from '@tanstack/react-router';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.ts';
import type { Category } from '../../../shared/constants.ts';
import type { SearchQuery } from '../../../shared/schemas.ts';
import type { FilterValues } from '../../components/filter-fields.tsx';
import { filtersOf, withCategory, withFilters, withPage } from './next-search.ts';

const route = getRouteApi('/schools');

export function useSchoolsSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = filtersOf(search);

  const query: Partial<SearchQuery> = { ...filters, page: search.page ?? 1, limit: search.limit ?? SEARCH_PAGE_SIZE };

  return {
    search,
    filters,
    query,
    /** New filters (panel, tabs, clear): page back to 1, address replaced, scroll kept. */
    setFilters: (next: FilterValues) => void navigate({ search: (prev) => withFilters(prev, next), replace: true, resetScroll: false }),
    setCategory: (category: Category | undefined) =>
      void navigate({ search: (prev) => withCategory(prev, category), replace: true, resetScroll: false }),
    clear: () => void navigate({ search: (prev) => withFilters(prev, {}), replace: true, resetScroll: false }),
    setPage: (page: number) => void navigate({ search: (prev) => withPage(prev, page), replace: true }),
    setView: (view: 'grid' | 'table') =>
      void navigate({ search: (prev) => ({ ...prev, view: view === 'grid' ? undefined : view }), replace: true, resetScroll: false }),
  };
}
