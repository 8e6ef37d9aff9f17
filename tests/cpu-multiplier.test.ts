import { describe, expect, test } from 'vitest';
import { cpuMultiplier } from '../bench/cpu-multiplier.ts';

describe("Lighthouse's CPU throttling calculator", () => {
  test.each([
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [150, 1],
  ])('a host of index %i: %f×', (index, multiplier) => {
    expect(cpuMultiplier(index)).toEqual({ multiplier });
  });

  test('above its range: the line carried on, with a warning', () => {
    const { multiplier, warning } = cpuMultiplier(3500);
    expect(multiplier).toBeCloseTo(12.44, 2);
    expect(warning).toMatch(/above the calculator's range/);
  });

  test('a host too slow to emulate the phone is an error', () => {
    expect(() => cpuMultiplier(100)).toThrow(/too slow/);
  });
});
