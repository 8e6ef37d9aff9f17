import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../shared/schemas.ts';
import { resultBounds } from './result-bounds.ts';

const at = (latitude: number, longitude: number) => ({ latitude, longitude }) as MapPoint;

describe('resultBounds (the box the map fits)', () => {
  it('is the box around the schools, and the chosen place without a radius', () => {
    const points = [at(22.28, 114.15), at(22.38, 114.19), at(22.3, 114.1)];
    expect(resultBounds(points, undefined)).toEqual([[22.28, 114.1], [22.38, 114.19]]);
    expect(resultBounds(points, { lat: 22.5, lon: 114.0 })).toEqual([[22.28, 114.0], [22.5, 114.19]]);
  });

  it('is the circle of a place with a radius, whatever the schools', () => {
    const [[south, west], [north, east]] = resultBounds([at(22.9, 113.0)], { lat: 22.3, lon: 114.17, radius: 1000 })!;
    expect(north - south).toBeCloseTo(2000 / 111_320, 6);
    expect(east - west).toBeGreaterThan(north - south); // a degree of longitude is shorter here
    expect((south + north) / 2).toBeCloseTo(22.3, 6);
  });

  it('is nothing without schools or a place', () => {
    expect(resultBounds([], undefined)).toBeUndefined();
  });
});
