// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ParsedLocation } from '@tanstack/react-router';
import { compareStore } from '../compare-list/compare-store.ts';
import { compareBeforeLoad, compareIdsFor, parseCompareSearch } from './compare-sync.ts';

const at = (searchStr: string) => ({ pathname: '/compare', searchStr }) as ParsedLocation;

function redirectOf(run: () => void): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

beforeEach(() => {
  localStorage.clear();
  compareStore.reload();
});

describe('parseCompareSearch', () => {
  it('keeps positive integer ids only, without duplicates, at most 3', () => {
    expect(parseCompareSearch({ schools: 'x,1' }).schools).toEqual([1]);
    expect(parseCompareSearch({ schools: '3,3,4,5,6' }).schools).toEqual([3, 4, 5]);
    expect(parseCompareSearch({ schools: '0,-1,2.5' }).schools).toEqual([]);
    expect(parseCompareSearch({}).schools).toEqual([]);
  });

  it('keeps the place only with its point, and the list it was reached from', () => {
    expect(parseCompareSearch({ schools: '1', place: '沙田' })).toMatchObject({ near: undefined, place: undefined });
    expect(parseCompareSearch({ schools: '1', near: '22.3,114.2', place: '沙田', from: '/schools' })).toMatchObject({ near: '22.3000,114.2000', place: '沙田', from: '/schools' });
  });
});

describe('compare URL and stored list', () => {
  it('prefers URL ids over the stored list', () => {
    expect(compareIdsFor([4], [1, 2])).toEqual([4]);
    expect(compareIdsFor([], [1, 2])).toEqual([1, 2]);
  });

  it('shows URL ids without replacing a stored list, and keeps them when the list is empty', () => {
    compareStore.add(9);
    expect(redirectOf(() => compareBeforeLoad({ search: { schools: '1,2' }, location: at('?schools=1,2') }))).toBeUndefined();
    expect(compareStore.getSnapshot()).toEqual([9]);
    compareStore.clear();
    expect(redirectOf(() => compareBeforeLoad({ search: { schools: '1,2' }, location: at('?schools=1,2') }))).toBeUndefined();
    expect(compareStore.getSnapshot()).toEqual([1, 2]);
  });

  it('rewrites an empty URL to the stored ids', () => {
    compareStore.add(5);
    const thrown = redirectOf(() => compareBeforeLoad({ search: {}, location: at('') }));
    expect(thrown).toMatchObject({ options: { href: '/compare?schools=5', replace: true } });
  });

  it('cleans junk ids and resets to /compare when nothing is chosen', () => {
    const cleaned = redirectOf(() => compareBeforeLoad({ search: { schools: 'x,1' }, location: at('?schools=x,1') }));
    expect(cleaned).toMatchObject({ options: { href: '/compare?schools=1', replace: true } });
    compareStore.clear();
    const reset = redirectOf(() => compareBeforeLoad({ search: { schools: 'abc' }, location: at('?schools=abc') }));
    expect(reset).toMatchObject({ options: { href: '/compare', replace: true } });
    expect(redirectOf(() => compareBeforeLoad({ search: {}, location: at('') }))).toBeUndefined();
  });
});
