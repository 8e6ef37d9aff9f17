// The compare list: up to 3 school ids in localStorage under 'compareSchools' (SPEC §3, §5).
import { MAX_COMPARE } from '../../../shared/constants.ts';
import { isId, storedList } from '../../lib/stored-list.ts';

export const STORAGE_KEY = 'compareSchools';
export type AddResult = 'added' | 'duplicate' | 'full';

const list = storedList(STORAGE_KEY, (stored) => [...new Set(stored.filter(isId))].slice(0, MAX_COMPARE));

export const compareStore = {
  getSnapshot: list.getSnapshot,
  subscribe: list.subscribe,
  reload: list.reload,
  add(id: number): AddResult {
    const current = list.getSnapshot();
    if (current.includes(id)) return 'duplicate';
    if (current.length >= MAX_COMPARE) return 'full';
    list.save([...current, id]);
    return 'added';
  },
  remove(id: number) {
    list.save(list.getSnapshot().filter((existing) => existing !== id));
  },
  /** Replaces the whole list (the compare screen's URL wins); duplicates and extras are dropped. */
  replace(next: readonly number[]) {
    const clean = [...new Set(next)].slice(0, MAX_COMPARE);
    const current = list.getSnapshot();
    if (clean.length === current.length && clean.every((id, index) => id === current[index])) return;
    list.save(clean);
  },
  clear() {
    list.save([]);
  },
};
