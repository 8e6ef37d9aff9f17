import { describe, expect, it } from 'vitest';
import type { SchoolsSearch } from '../../lib/search-params.ts';
import { filtersOf, withCategory, withFilters, withPage, withPlace } from './next-search.ts';

const on3: SchoolsSearch = {
  name: '英華',
  district: ['沙田區'],
  schoolType: ['資助'],
  gender: '女',
  near: '22.3370,114.1760',
  radius: 1000,
  place: '九龍塘站',
  sort: 'distance',
  page: 3,
  limit: 18,
  view: 'table',
};
const kept = { near: '22.3370,114.1760', radius: 1000, place: '九龍塘站', sort: 'distance', limit: 18, view: 'table' };

describe('next search of /schools', () => {
  it('a filter change drops the page and keeps the place, the order and the view', () => {
    const next = withFilters(on3, { ...on3, district: ['東區', '南區'] });
    expect(next).toEqual({ name: '英華', district: ['東區', '南區'], schoolType: ['資助'], gender: '女', ...kept });
    expect(next).not.toHaveProperty('page', 3);
  });

  it('a category tab drops the page, the types it does not allow and the filters of other categories', () => {
    expect(withCategory(on3, '中學')).toEqual({ ...filtersOf(on3), schoolCategory: '中學', ...kept });
    expect(withCategory(on3, '幼稚園')).toEqual({ name: '英華', district: ['沙田區'], schoolCategory: '幼稚園', gender: '女', ...kept });
    const kg: SchoolsSearch = { schoolCategory: '幼稚園', k1Vacancy: ['Y'], kgScheme: true, maxFee: 30_000 };
    expect(withCategory(kg, '小學')).toEqual({ schoolCategory: '小學', maxFee: 30_000 });
  });

  it('clearing keeps only the place, the order, the view and the page size', () => {
    expect(withFilters(on3, {})).toEqual(kept);
  });

  it('changing the page keeps every filter', () => {
    expect(withPage(on3, 4)).toEqual({ ...on3, page: 4 });
  });

  it('a new place sorts by distance; removing it drops that order and the radius', () => {
    const plain: SchoolsSearch = { district: ['東區'], page: 2 };
    expect(withPlace(plain, { near: '22.3000,114.2000', radius: 2000, place: '太古站' })).toEqual({
      district: ['東區'],
      near: '22.3000,114.2000',
      radius: 2000,
      place: '太古站',
      sort: 'distance',
    });
    expect(withPlace(on3, {})).toEqual({ ...filtersOf(on3), limit: 18, view: 'table' });
    expect(withPlace({ ...on3, sort: 'fee' }, { near: '22.3000,114.2000' }).sort).toBe('fee');
  });
});
