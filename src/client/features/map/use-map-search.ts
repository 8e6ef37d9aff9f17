// The map screen's URL: filters, the place and the selected school. Every change replaces the entry (SPEC §2).
import { getRouteApi } from '@tanstack/react-router';
import type { FilterQuery } from '../../../shared/filters.ts';
import type { PlaceSearch } from '../../lib/search-params.ts';
import { filtersOf } from '../filters/next-filters.ts';

const route = getRouteApi('/map');

export function useMapSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { near, radius, place, school } = search;
  const go = (next: typeof search) => void navigate({ search: next, replace: true, resetScroll: false });
  return {
    filters: filtersOf(search),
    place: { near, radius, place } as PlaceSearch,
    selectedId: school,
    /** New filters; the place and the selected school stay. */
    setFilters: (next: FilterQuery) => go({ ...filtersOf(next), near, radius, place, school }),
    setPlace: (next: PlaceSearch) => go({ ...filtersOf(search), ...next, school }),
    clearFilters: () => go({ near, radius, place, school }),
    select: (id: number | undefined) => go({ ...search, school: id }),
  };
}
