import { describe, expect, it } from 'vitest';
import type { SchoolsSearch } from '../../lib/search-params.ts';
import { filtersOf, withCategory, withFilters, withPage } from './next-search.ts';

const on3: SchoolsSearch = { name: '英華', district: '沙田區', schoolType: '資助', gender: '女', page: 3, limit: 18, view: 'table' };

describe('next search of /schools', () => {
  it('a filter change drops the page, even when the caller passes the whole search back', () => {
    const next = withFilters(on3, { ...on3, district: '東區' });
    expect(next).toEqual({ name: '英華', district: '東區', schoolType: '資助', gender: '女', limit: 18, view: 'table' });
    expect(next).not.toHaveProperty('page', 3);
  });

  it('a category tab drops the page and resets a type the category does not allow', () => {
    expect(withCategory(on3, '中學')).toEqual(withFilters(on3, { ...filtersOf(on3), schoolCategory: '中學' }));
    expect(withCategory(on3, '中學').page).toBeUndefined();
    expect(withCategory(on3, '幼稚園')).toEqual({ name: '英華', district: '沙田區', schoolCategory: '幼稚園', gender: '女', limit: 18, view: 'table' });
  });

  it('clearing keeps only the view and the page size', () => {
    expect(withFilters(on3, {})).toEqual({ view: 'table', limit: 18 });
  });

  it('changing the page keeps every filter', () => {
    expect(withPage(on3, 4)).toEqual({ ...on3, page: 4 });
  });
});
