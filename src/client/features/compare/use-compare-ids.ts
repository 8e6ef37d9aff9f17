// The compare screen's selection. The URL (`?schools=1,2`) is what the screen shows; every change is
// written to both the stored compare list and the URL, so the two never disagree (see compare-sync.ts).
import { getRouteApi } from '@tanstack/react-router';
import { MAX_COMPARE } from '../../../shared/constants.ts';
import { compareStore } from '../compare-list/compare-store.ts';

const route = getRouteApi('/compare');

export function useCompareIds() {
  const { schools: ids, near, place, from } = route.useSearch();
  const navigate = route.useNavigate();

  const set = (next: readonly number[]) => {
    compareStore.replace(next);
    const search = next.length > 0 ? { schools: next.join(','), ...(near ? { near, place } : {}), ...(from ? { from } : {}) } : {};
    void navigate({ search, replace: true, resetScroll: false });
  };

  return {
    ids,
    /** The place the parent searched from, when the compare link carried one. */
    place: near ? { near, place } : undefined,
    full: ids.length >= MAX_COMPARE,
    /** Ignored when already chosen or when three are chosen (SPEC §4). */
    add: (id: number) => {
      if (ids.includes(id) || ids.length >= MAX_COMPARE) return;
      set([...ids, id]);
    },
    remove: (id: number) => set(ids.filter((existing) => existing !== id)),
  };
}
