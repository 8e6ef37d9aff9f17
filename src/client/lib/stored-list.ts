// A list kept in the browser's localStorage under a key, for components (useSyncExternalStore): read once, the
// same snapshot until it changes, written on every change, read again when another tab changes it. Storage
// failures (private mode, quota, bad JSON) are only logged: the list then lives in memory.
export function storedList<T>(key: string, clean: (stored: readonly unknown[]) => T[]) {
  let items: readonly T[] | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function read(): readonly T[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? clean(parsed) : [];
    } catch (error) {
      console.error(`Failed to read the stored ${key}`, error);
      return [];
    }
  }

  const list = {
    getSnapshot: (): readonly T[] => (items ??= read()),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(next: readonly T[]) {
      items = next;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.error(`Failed to save the ${key}`, error);
      }
      notify();
    },
    /** Forgets the cached list so the next read comes from storage (other tabs, tests). */
    reload() {
      items = null;
      notify();
    },
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', (event) => event.key === key && list.reload());
  return list;
}

/** A stored id: a positive whole number. */
export const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
