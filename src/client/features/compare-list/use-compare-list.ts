import { useSyncExternalStore } from 'react';
import { showToast } from '../toast/toast-store.ts';
import { compareStore } from './compare-store.ts';
import { addToast, removeToast } from './compare-toasts.ts';

/** The server renders no list (it cannot read the browser's storage); hydration starts from the same. */
const noIds: readonly number[] = [];
const serverSnapshot = () => noIds;

/** The compare list for components, with the toasting add/remove used by lists and the detail page. */
export function useCompareList() {
  const ids = useSyncExternalStore(compareStore.subscribe, compareStore.getSnapshot, serverSnapshot);
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
