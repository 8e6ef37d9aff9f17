import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../shared/schemas.ts';
import { categoryLabel, dataLang, pointAddress, pointFacts, pointName } from './map-labels.ts';

const point: MapPoint = {
  id: 1,
  name: '九龍城小學',
  englishName: 'KOWLOON CITY PRIMARY SCHOOL',
  district: '九龍城區',
  schoolCategory: '小學',
  schoolType: '資助',
  latitude: 22.33,
  longitude: 114.19,
  approximate: false,
};

describe('pointName', () => {
  it('is the Chinese name on Chinese pages and the English one on English pages', () => {
    expect(pointName(point, 'zh-HK')).toBe('九龍城小學');
    expect(pointName(point, 'en')).toBe('KOWLOON CITY PRIMARY SCHOOL');
  });
  it('keeps the Chinese name for a school without an English name', () => {
    expect(pointName({ name: '某幼稚園' }, 'en')).toBe('某幼稚園');
    expect(pointName({ name: '某幼稚園', englishName: null }, 'en')).toBe('某幼稚園');
  });
});

describe('dataLang', () => {
  it('marks Chinese text on English pages only', () => {
    expect(dataLang('某幼稚園', 'en')).toBe('zh-Hant');
    expect(dataLang('ABC School', 'en')).toBeUndefined();
    expect(dataLang('某幼稚園', 'zh-HK')).toBeUndefined();
  });
});

describe('pointFacts', () => {
  it('writes the category, type and district, as before in Chinese', () => {
    expect(pointFacts(point, 'zh-HK', '特殊學校')).toBe('小學 · 資助 · 九龍城區');
    expect(pointFacts({ ...point, distanceMeters: 320, special: true }, 'zh-HK', '特殊學校')).toBe('320 米 · 小學 · 資助 · 九龍城區 · 特殊學校');
  });
  it('uses the vocabulary’s English labels and units in English', () => {
    expect(pointFacts({ ...point, distanceMeters: 1234, special: true }, 'en', 'Special school')).toBe(
      '1.2 km · Primary · Aided · Kowloon City · Special school',
    );
  });
});

describe('categoryLabel and pointAddress', () => {
  it('labels a category in each language', () => {
    expect(categoryLabel('幼稚園', 'zh-HK')).toBe('幼稚園');
    expect(categoryLabel('幼稚園', 'en')).toBe('Kindergarten');
  });
  it('gives the English address when there is one', () => {
    expect(pointAddress({ address: '九龍道1號', englishAddress: '1 KOWLOON ROAD' }, 'en')).toBe('1 KOWLOON ROAD');
    expect(pointAddress({ address: '九龍道1號' }, 'en')).toBe('九龍道1號');
    expect(pointAddress({ address: '九龍道1號', englishAddress: '1 KOWLOON ROAD' }, 'zh-HK')).toBe('九龍道1號');
    expect(pointAddress({}, 'en')).toBeUndefined();
  });
});
