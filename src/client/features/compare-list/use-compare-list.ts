import { useSyncExternalStore } from 'react';
import { useLocale } from '../../lib/use-texts.ts';
import { showToast } from '../toast/toast-store.ts';
import { compareStore } from './compare-store.ts';

/** The server renders no list (it cannot read the browser's storage); hydration starts from the same. */
const noIds: readonly number[] = [];
const serverSnapshot = () => noIds;

/** The toasts' texts: a chunk of their own, loaded with the first toast. */
const toasts = () => import('./compare-toasts.ts');

/** The compare list for components, with the toasting add/remove used by lists and the detail page. */
export function useCompareList() {
  const ids = useSyncExternalStore(compareStore.subscribe, compareStore.getSnapshot, serverSnapshot);
  const locale = useLocale();
  return {
    ids,
    has: (id: number) => ids.includes(id),
    add(id: number) {
      const result = compareStore.add(id);
      const count = compareStore.getSnapshot().length;
      void toasts().then(async ({ addToast }) => showToast(await addToast(result, count, locale)));
    },
    remove(id: number) {
      compareStore.remove(id);
      void toasts().then(async ({ removeToast }) => showToast(await removeToast(locale)));
    },
    clear: compareStore.clear,
  };
}
