// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTE_MAX, SHORTLIST_KEY, shortlistStore } from './shortlist-store.ts';

const stored = () => JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  shortlistStore.reload();
});
afterEach(() => vi.restoreAllMocks());

describe('shortlistStore', () => {
  it('saves any number of schools in order, each once, under shortlist', () => {
    shortlistStore.add([5]);
    shortlistStore.add([7, 5, 9, 9]);
    shortlistStore.add([1, 2, 3, 4]);
    expect(shortlistStore.getSnapshot().map((entry) => entry.id)).toEqual([5, 7, 9, 1, 2, 3, 4]);
    expect(stored()).toEqual([5, 7, 9, 1, 2, 3, 4].map((id) => ({ id, note: '' })));
  });

  it('keeps notes, limited in length, and drops them with the school', () => {
    shortlistStore.add([1, 2]);
    shortlistStore.setNote(2, '開放日 3 月');
    shortlistStore.add([2, 3]);
    expect(shortlistStore.getSnapshot()).toEqual([{ id: 1, note: '' }, { id: 2, note: '開放日 3 月' }, { id: 3, note: '' }]);
    shortlistStore.setNote(1, 'x'.repeat(NOTE_MAX + 5));
    expect(shortlistStore.getSnapshot()[0]!.note).toHaveLength(NOTE_MAX);
    shortlistStore.remove(2);
    expect(stored()).toEqual([{ id: 1, note: 'x'.repeat(NOTE_MAX) }, { id: 3, note: '' }]);
  });

  it('keeps the same snapshot until something changes', () => {
    shortlistStore.add([1]);
    const first = shortlistStore.getSnapshot();
    shortlistStore.add([1]);
    expect(shortlistStore.getSnapshot()).toBe(first);
  });

  it('reads stored lists leniently', () => {
    const odd = [{ id: 2, note: 'a' }, { id: 2 }, 'x', null, 7, { id: -1 }, { id: 4.5 }, { id: 6, note: 9 }];
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(odd));
    shortlistStore.reload();
    expect(shortlistStore.getSnapshot()).toEqual([{ id: 2, note: 'a' }, { id: 6, note: '' }]);
  });

  it('only logs when storage cannot be read or written', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(SHORTLIST_KEY, '{not json');
    shortlistStore.reload();
    expect(shortlistStore.getSnapshot()).toEqual([]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    shortlistStore.add([11]);
    expect(shortlistStore.getSnapshot()).toEqual([{ id: 11, note: '' }]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('follows another tab', () => {
    const listener = vi.fn();
    const unsubscribe = shortlistStore.subscribe(listener);
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify([{ id: 8, note: '' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(shortlistStore.getSnapshot()).toEqual([{ id: 8, note: '' }]);
  });
});
