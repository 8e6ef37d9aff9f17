// The map screen's URL: filters and the selected school. Every change replaces the entry (SPEC §2).
import { getRouteApi } from '@tanstack/react-router';
import type { FilterValues } from '../../components/filter-fields.tsx';

const route = getRouteApi('/map');

export function useMapSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { name, district, schoolCategory, schoolType, school } = search;
  const go = (next: typeof search) => void navigate({ search: next, replace: true, resetScroll: false });
  return {
    filters: { name, district, schoolCategory, schoolType },
    selectedId: school,
    /** New filters; the selected school stays. */
    setFilters: (next: FilterValues) =>
      go({ name: next.name, district: next.district, schoolCategory: next.schoolCategory, schoolType: next.schoolType, school }),
    clearFilters: () => go({ school }),
    select: (id: number | undefined) => go({ ...search, school: id }),
  };
}
