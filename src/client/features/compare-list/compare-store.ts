// The compare list: up to 3 school ids in localStorage under 'compareSchools' (SPEC §3, §5).
// Storage failures (private mode, quota, bad JSON) are only logged: the list then lives in memory.
import { MAX_COMPARE } from '../../../shared/constants.ts';

export const STORAGE_KEY = 'compareSchools';
export type AddResult = 'added' | 'duplicate' | 'full';

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, MAX_COMPARE);
  } catch (error) {
    console.error('Failed to read the compare list', error);
    return [];
  }
}

let ids: readonly number[] | null = null;
const listeners = new Set<() => void>();

function save(next: readonly number[]) {
  ids = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('Failed to save the compare list', error);
  }
  for (const listener of listeners) listener();
}

export const compareStore = {
  getSnapshot(): readonly number[] {
    ids ??= read();
    return ids;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(id: number): AddResult {
    const current = compareStore.getSnapshot();
    if (current.includes(id)) return 'duplicate';
    if (current.length >= MAX_COMPARE) return 'full';
    save([...current, id]);
    return 'added';
  },
  remove(id: number) {
    save(compareStore.getSnapshot().filter((existing) => existing !== id));
  },
  /** Replaces the whole list (the compare screen's URL wins); duplicates and extras are dropped. */
  replace(next: readonly number[]) {
    const clean = [...new Set(next)].slice(0, MAX_COMPARE);
    const current = compareStore.getSnapshot();
    if (clean.length === current.length && clean.every((id, index) => id === current[index])) return;
    save(clean);
  },
  clear() {
    save([]);
  },
  /** Forgets the cached list so the next read comes from storage (other tabs, tests). */
  reload() {
    ids = null;
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => event.key === STORAGE_KEY && compareStore.reload());
}
