// The search page's state is the URL: read it through the route, change it in event handlers.
import { getRouteApi } from '@tanstack/react-router';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.ts';
import type { SearchQuery } from '../../../shared/schemas.ts';
import type { FilterValues } from '../../components/filter-fields.tsx';

const route = getRouteApi('/schools');

export function useSchoolsSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const query: Partial<SearchQuery> = {
    name: search.name,
    district: search.district,
    schoolType: search.schoolType,
    schoolCategory: search.schoolCategory,
    religiousAffiliation: search.religiousAffiliation,
    gender: search.gender,
    page: search.page ?? 1,
    limit: search.limit ?? SEARCH_PAGE_SIZE,
  };

  return {
    search,
    query,
    /** New filters: page back to 1, address replaced, scroll kept. */
    setFilters: (filters: FilterValues) =>
      void navigate({ search: (prev) => ({ ...filters, view: prev.view, limit: prev.limit }), replace: true, resetScroll: false }),
    setPage: (page: number) => void navigate({ search: (prev) => ({ ...prev, page }), replace: true }),
    setView: (view: 'grid' | 'table') =>
      void navigate({ search: (prev) => ({ ...prev, view: view === 'grid' ? undefined : view }), replace: true, resetScroll: false }),
    clear: () => void navigate({ search: (prev) => ({ view: prev.view }), replace: true, resetScroll: false }),
  };
}
