// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ParsedLocation } from '@tanstack/react-router';
import { compareStore } from '../compare-list/compare-store.ts';
import { compareBeforeLoad, compareIdsFor } from './compare-sync.ts';

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

describe('compare URL and stored list', () => {
  it('prefers URL ids over the stored list', () => {
    expect(compareIdsFor([4], [1, 2])).toEqual([4]);
    expect(compareIdsFor([], [1, 2])).toEqual([1, 2]);
  });

  it('shows URL ids without replacing a stored list, and keeps them when the list is empty', () => {
    compareStore.add(9);
    expect(redirectOf(() => compareBeforeLoad({ search: { schools: [1, 2] }, location: at('?schools=1,2') }))).toBeUndefined();
    expect(compareStore.getSnapshot()).toEqual([9]);
    compareStore.clear();
    expect(redirectOf(() => compareBeforeLoad({ search: { schools: [1, 2] }, location: at('?schools=1,2') }))).toBeUndefined();
    expect(compareStore.getSnapshot()).toEqual([1, 2]);
  });

  it('rewrites an empty URL to the stored ids', () => {
    compareStore.add(5);
    const thrown = redirectOf(() => compareBeforeLoad({ search: { schools: [] }, location: at('') }));
    expect(thrown).toMatchObject({ options: { href: '/compare?schools=5', replace: true } });
  });

  it('cleans junk ids and resets to /compare when nothing is chosen', () => {
    const cleaned = redirectOf(() => compareBeforeLoad({ search: { schools: [1] }, location: at('?schools=x,1') }));
    expect(cleaned).toMatchObject({ options: { href: '/compare?schools=1', replace: true } });
    compareStore.clear();
    const reset = redirectOf(() => compareBeforeLoad({ search: { schools: [] }, location: at('?schools=abc') }));
    expect(reset).toMatchObject({ options: { href: '/compare', replace: true } });
    expect(redirectOf(() => compareBeforeLoad({ search: { schools: [] }, location: at('') }))).toBeUndefined();
  });
});
