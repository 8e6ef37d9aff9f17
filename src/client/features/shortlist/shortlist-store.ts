// The shortlist (收藏): any number of schools, each with the parent's own note, in localStorage under 'shortlist',
// in the order they were saved. The star of lists and school pages and the shortlist page share it.
import { useSyncExternalStore } from 'react';
import { isId, storedList } from '../../lib/stored-list.ts';

export const SHORTLIST_KEY = 'shortlist';
export const NOTE_MAX = 1000;
export type ShortlistEntry = { id: number; note: string };

/** Entries with a valid id, once each; a missing or odd note is an empty one. */
function clean(stored: readonly unknown[]): ShortlistEntry[] {
  const seen = new Set<number>();
  return stored.flatMap((entry) => {
    const { id, note } = (entry ?? {}) as Partial<ShortlistEntry>;
    if (!isId(id) || seen.has(id)) return [];
    seen.add(id);
    return [{ id, note: typeof note === 'string' ? note.slice(0, NOTE_MAX) : '' }];
  });
}

const list = storedList(SHORTLIST_KEY, clean);

export const shortlistStore = {
  getSnapshot: list.getSnapshot,
  subscribe: list.subscribe,
  reload: list.reload,
  /** Saves the schools not saved yet, after the others; notes already written stay. */
  add(ids: readonly number[]) {
    const current = list.getSnapshot();
    const added = [...new Set(ids)].filter((id) => !current.some((entry) => entry.id === id));
    if (added.length > 0) list.save([...current, ...added.map((id) => ({ id, note: '' }))]);
  },
  remove(id: number) {
    list.save(list.getSnapshot().filter((entry) => entry.id !== id));
  },
  setNote(id: number, note: string) {
    list.save(list.getSnapshot().map((entry) => (entry.id === id ? { id, note: note.slice(0, NOTE_MAX) } : entry)));
  },
};

/** The server renders no shortlist (it cannot read the browser's storage); hydration starts from the same. */
const none: readonly ShortlistEntry[] = [];

export const useShortlist = () => useSyncExternalStore(shortlistStore.subscribe, shortlistStore.getSnapshot, () => none);
