import { useSyncExternalStore } from 'react';
import { showToast } from '../toast/toast-store.ts';
import { compareStore } from './compare-store.ts';
import { addToast, removeToast } from './compare-toasts.ts';

/** The compare list for components, with the toasting add/remove used by lists and the detail page. */
export function useCompareList() {
  const ids = useSyncExternalStore(compareStore.subscribe, compareStore.getSnapshot, compareStore.getSnapshot);
  return {
    ids,
    has: (id: number) => ids.includes(id),
    add(id: number) {
      const result = compareStore.add(id);
      showToast(addToast(result, compareStore.getSnapshot().length));
    },
    remove(id: number) {
      compareStore.remove(id);
      showToast(removeToast);
    },
    clear: compareStore.clear,
  };
}
