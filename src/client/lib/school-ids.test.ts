import { describe, expect, it } from 'vitest';
import { schoolIds } from './school-ids.ts';

describe('schoolIds (`schools=` of the compare and shortlist addresses)', () => {
  it('keeps positive integer ids, once each, in their order', () => {
    expect(schoolIds('9,x,1,9,2,3,4')).toEqual([9, 1, 2, 3, 4]);
    expect(schoolIds('0,-1,2.5')).toEqual([]);
    expect(schoolIds(undefined)).toEqual([]);
  });

  it('reads the ids as the router holds them after a navigation: a number or a list', () => {
    expect(schoolIds([5, 6, 5])).toEqual([5, 6]);
    expect(schoolIds(7)).toEqual([7]);
  });
});
