// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY, compareStore } from './compare-store.ts';
import { addToast, removeToast } from './compare-toasts.ts';

beforeEach(() => {
  localStorage.clear();
  compareStore.reload();
});
afterEach(() => vi.restoreAllMocks());

describe('compareStore', () => {
  it('adds ids and persists them under compareSchools', () => {
    expect(compareStore.add(5)).toBe('added');
    expect(compareStore.add(7)).toBe('added');
    expect(compareStore.getSnapshot()).toEqual([5, 7]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual([5, 7]);
  });

  it('refuses duplicates and a fourth school', () => {
    compareStore.add(1);
    expect(compareStore.add(1)).toBe('duplicate');
    compareStore.add(2);
    compareStore.add(3);
    expect(compareStore.add(4)).toBe('full');
    expect(compareStore.getSnapshot()).toEqual([1, 2, 3]);
  });

  it('removes, replaces and clears', () => {
    compareStore.replace([3, 3, 9, 8, 7]);
    expect(compareStore.getSnapshot()).toEqual([3, 9, 8]);
    compareStore.remove(9);
    expect(compareStore.getSnapshot()).toEqual([3, 8]);
    compareStore.clear();
    expect(compareStore.getSnapshot()).toEqual([]);
  });

  it('keeps the same snapshot object until something changes', () => {
    compareStore.add(1);
    const first = compareStore.getSnapshot();
    compareStore.replace([1]);
    expect(compareStore.getSnapshot()).toBe(first);
  });

  it('reads stored lists leniently', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([2, 'x', 2, -1, 4.5, 6]));
    compareStore.reload();
    expect(compareStore.getSnapshot()).toEqual([2, 6]);
  });

  it('only logs when storage cannot be read or written', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEY, '{not json');
    compareStore.reload();
    expect(compareStore.getSnapshot()).toEqual([]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(compareStore.add(11)).toBe('added');
    expect(compareStore.getSnapshot()).toEqual([11]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = compareStore.subscribe(listener);
    compareStore.add(1);
    unsubscribe();
    compareStore.add(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('compare toasts', () => {
  it('chooses the SPEC texts for each result', async () => {
    expect(await addToast('added', 2, 'zh-HK')).toEqual({ variant: 'default', title: '已加入比較', description: '已加入比較清單 (2/3)' });
    expect(await addToast('duplicate', 2, 'zh-HK')).toMatchObject({ variant: 'info', title: '學校已加入比較', description: '此學校已在比較清單中' });
    expect(await addToast('full', 3, 'zh-HK')).toMatchObject({
      variant: 'destructive',
      title: '比較清單已滿',
      description: '最多可以比較 3 間學校，請先移除一間學校再新增',
    });
    expect(await removeToast('zh-HK')).toMatchObject({ title: '已移除比較', description: '學校已從比較清單移除' });
  });

  it('speaks English on English pages', async () => {
    expect(await addToast('added', 2, 'en')).toEqual({ variant: 'default', title: 'Added to the comparison', description: 'Added to your compare list (2/3)' });
    expect((await removeToast('en')).title).toBe('Removed from the comparison');
  });
});
