// The browser's follow (issue 27): no account, the push subscription is the only identity. What the browser keeps,
// in localStorage under 'follow': the follow's id and secret token (to read, change or stop it), the subscription's
// endpoint it was made with (a new subscription makes a new follow), and the names of the places of followed
// searches (the server keeps a place's point only). What it follows is the server's: read with GET /api/follows/{id}.
import { useSyncExternalStore } from 'react';

export const FOLLOW_KEY = 'follow';

export type StoredFollow = { id: string; token: string; endpoint: string; places: Record<string, string> };

/** A stored follow, or null for anything else (none, another shape, bad JSON). */
export function readStored(text: string | null): StoredFollow | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<StoredFollow> | null;
    if (!value || typeof value.id !== 'string' || typeof value.token !== 'string' || typeof value.endpoint !== 'string') return null;
    const places = Object.fromEntries(Object.entries(value.places ?? {}).filter(([, name]) => typeof name === 'string'));
    return { id: value.id, token: value.token, endpoint: value.endpoint, places };
  } catch {
    return null;
  }
}

let current: StoredFollow | null | undefined;
const listeners = new Set<() => void>();

function read(): StoredFollow | null {
  try {
    return readStored(localStorage.getItem(FOLLOW_KEY));
  } catch (error) {
    console.error('Failed to read the stored follow', error);
    return null;
  }
}

function changed() {
  for (const listener of listeners) listener();
}

export const followStore = {
  get: (): StoredFollow | null => (current === undefined ? (current = read()) : current),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Keeps the follow (null: forgets it). */
  save(next: StoredFollow | null) {
    current = next;
    try {
      if (next) localStorage.setItem(FOLLOW_KEY, JSON.stringify(next));
      else localStorage.removeItem(FOLLOW_KEY);
    } catch (error) {
      console.error('Failed to save the follow', error);
    }
    changed();
  },
};

if (typeof window !== 'undefined') {
  addEventListener('storage', (event) => {
    if (event.key !== FOLLOW_KEY && event.key !== null) return;
    current = undefined;
    changed();
  });
}

/** The server knows no browser's follow: the page is rendered, and hydrated, without one. */
export const useStoredFollow = () => useSyncExternalStore(followStore.subscribe, followStore.get, () => null);
