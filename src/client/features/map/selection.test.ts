import { describe, expect, it } from 'vitest';
import type { MapPoint, School } from '../../../shared/schemas.ts';
import { toSelected } from './selection.ts';

const point: MapPoint = {
  id: 5,
  name: '聖保羅書院',
  district: '中西區',
  schoolCategory: '中學',
  schoolType: '資助',
  latitude: 22.28,
  longitude: 114.14,
  approximate: false,
};
const school = { id: 9, name: '沙田小學', schoolCategory: '小學', latitude: 22.38, longitude: 114.19 } as School;

describe('toSelected', () => {
  it('is empty without a selection', () => {
    expect(toSelected(undefined, [point], school)).toBeNull();
  });
  it('uses the map point when the school matches the filters', () => {
    expect(toSelected(5, [point], undefined)).toBe(point);
  });
  it('falls back to the school record when the filters hide it', () => {
    expect(toSelected(9, [point], school)).toEqual({
      id: 9,
      name: '沙田小學',
      schoolCategory: '小學',
      latitude: 22.38,
      longitude: 114.19,
      approximate: false,
    });
  });
  it('draws nothing for a record without coordinates or for another school', () => {
    expect(toSelected(9, [], { ...school, latitude: null })).toBeNull();
    expect(toSelected(7, [point], school)).toBeNull();
  });
});
