// The compare screen's selection. The URL (`?schools=1,2`) is what the screen shows. When it is the parent's
// own list, every change is written to both the stored list and the URL, so the two never disagree; when it is
// someone else's (a shared link that differs from the stored list), changes stay in the URL until the parent
// makes it their list (see compare-sync.ts).
import { getRouteApi } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { MAX_COMPARE } from '../../../shared/constants.ts';
import { compareStore } from '../compare-list/compare-store.ts';
import { parseCompareSearch } from './compare-sync.ts';

const route = getRouteApi('/compare');
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export function useCompareIds() {
  const { schools: ids, near, place, from } = parseCompareSearch(route.useSearch());
  const navigate = route.useNavigate();
  const stored = useSyncExternalStore(compareStore.subscribe, compareStore.getSnapshot, () => null);
  const shared = stored !== null && stored.length > 0 && !sameIds(ids, stored);

  const show = (next: readonly number[]) => {
    const search = next.length > 0 ? { schools: next.join(','), ...(near ? { near, place } : {}), ...(from ? { from } : {}) } : {};
    void navigate({ search, replace: true, resetScroll: false });
  };
  const set = (next: readonly number[]) => {
    if (!shared) compareStore.replace(next);
    show(next);
  };

  return {
    ids,
    /** The place the parent searched from, when the compare link carried one. */
    place: near ? { near, place } : undefined,
    full: ids.length >= MAX_COMPARE,
    /** The stored list when the screen shows other schools (a shared link), else undefined. */
    ownIds: shared ? stored : undefined,
    /** Ignored when already chosen or when three are chosen (SPEC §4). */
    add: (id: number) => {
      if (ids.includes(id) || ids.length >= MAX_COMPARE) return;
      set([...ids, id]);
    },
    remove: (id: number) => set(ids.filter((existing) => existing !== id)),
    /** The schools shown become the stored list (the parent asked for it). */
    keep: () => compareStore.replace(ids),
    showOwn: () => stored && show(stored),
  };
}
