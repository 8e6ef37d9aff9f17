// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_KEY, followStore, readStored } from './follow-store.ts';

const follow = { id: 'f1', token: 't'.repeat(43), endpoint: 'https://fcm.googleapis.com/fcm/send/x', places: { 'near=1': '大圍站' } };

beforeEach(() => {
  localStorage.clear();
  followStore.save(null);
});

describe('readStored', () => {
  it('reads a follow; anything else is none', () => {
    expect(readStored(JSON.stringify(follow))).toEqual(follow);
    expect(readStored(JSON.stringify({ ...follow, places: { a: 1, b: '乙' } }))).toEqual({ ...follow, places: { b: '乙' } });
    expect(readStored(JSON.stringify({ id: 'f1', token: 't' }))).toBeNull();
    expect(readStored('{')).toBeNull();
    expect(readStored(null)).toBeNull();
    expect(readStored('[]')).toBeNull();
  });
});

describe('followStore', () => {
  it('keeps the follow under follow, tells its listeners, and forgets it', () => {
    let told = 0;
    const stop = followStore.subscribe(() => (told += 1));
    followStore.save(follow);
    expect(JSON.parse(localStorage.getItem(FOLLOW_KEY)!)).toEqual(follow);
    expect(followStore.get()).toEqual(follow);
    followStore.save(null);
    expect(localStorage.getItem(FOLLOW_KEY)).toBeNull();
    expect(followStore.get()).toBeNull();
    expect(told).toBe(2);
    stop();
  });

  it('reads again what another tab stored', () => {
    expect(followStore.get()).toBeNull();
    localStorage.setItem(FOLLOW_KEY, JSON.stringify(follow));
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOW_KEY }));
    expect(followStore.get()).toEqual(follow);
  });
});
