import { describe, expect, it } from 'vitest';
import { itemRange, pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('centres the current page', () => expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]));
  it('sticks to the edges', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows fewer pages when there are fewer', () => expect(pageWindow(2, 3)).toEqual([1, 2, 3]));
  it('handles no pages and out-of-range pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('itemRange', () => {
  it('gives the 1-based range', () => {
    expect(itemRange(1, 9, 100)).toEqual({ from: 1, to: 9 });
    expect(itemRange(12, 9, 100)).toEqual({ from: 100, to: 100 });
    expect(itemRange(1, 9, 0)).toEqual({ from: 0, to: 0 });
  });
});
