import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id.ts';
import { compareSearchSchema, mapSearchSchema, schoolsSearchSchema } from './search-params.ts';
import { searchQuerySchema } from '../../shared/schemas.ts';

/** The router hands the validators whatever parseSearch produced: plain strings. */
const raw = (search: Record<string, string>) => search as never;

describe('schoolsSearchSchema (lenient)', () => {
  it('reads valid values', () => {
    expect(schoolsSearchSchema.parse(raw({ name: '123', page: '2', schoolCategory: '小學', view: 'table' }))).toEqual({
      name: '123',
      page: 2,
      schoolCategory: '小學',
      view: 'table',
    });
  });
  it('drops malformed values instead of failing', () => {
    const search = schoolsSearchSchema.parse(raw({ page: 'abc', limit: '500', district: '火星區', gender: 'x', view: 'list' }));
    expect(search.page).toBeUndefined();
    expect(search.limit).toBeUndefined();
    expect(search.district).toBeUndefined();
    expect(search.gender).toBeUndefined();
    expect(search.view).toBeUndefined();
  });
  it('resets a type the category does not allow, keeps one it allows', () => {
    expect(schoolsSearchSchema.parse(raw({ schoolCategory: '幼稚園', schoolType: '官立' }))).toMatchObject({ schoolCategory: '幼稚園', schoolType: undefined });
    expect(schoolsSearchSchema.parse(raw({ schoolCategory: '幼稚園', schoolType: '非牟利' })).schoolType).toBe('非牟利');
    expect(schoolsSearchSchema.parse(raw({ schoolType: '按位津貼' })).schoolType).toBe('按位津貼');
    expect(mapSearchSchema.parse(raw({ schoolCategory: '小學', schoolType: '按位津貼' })).schoolType).toBeUndefined();
  });
  it('rejects page 0 and negative pages', () => {
    expect(schoolsSearchSchema.parse(raw({ page: '0' })).page).toBeUndefined();
    expect(schoolsSearchSchema.parse(raw({ page: '-2' })).page).toBeUndefined();
  });
});

describe('mapSearchSchema', () => {
  it('reads the school id and ignores junk', () => {
    expect(mapSearchSchema.parse(raw({ school: '15' })).school).toBe(15);
    expect(mapSearchSchema.parse(raw({ school: 'abc' })).school).toBeUndefined();
  });
});

describe('compareSearchSchema', () => {
  it('keeps positive integer ids only, without duplicates, at most 3', () => {
    expect(compareSearchSchema.parse(raw({ schools: 'x,1' })).schools).toEqual([1]);
    expect(compareSearchSchema.parse(raw({ schools: '3,3,4,5,6' })).schools).toEqual([3, 4, 5]);
    expect(compareSearchSchema.parse(raw({ schools: '0,-1,2.5' })).schools).toEqual([]);
    expect(compareSearchSchema.parse(raw({})).schools).toEqual([]);
  });
});

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('abc')).toBe(0);
    expect(parseId('1.5')).toBe(0);
    expect(parseId('0')).toBe(0);
    expect(parseId('99999999999')).toBe(0);
  });
});

describe('agreement with the API schema', () => {
  const samples = ['all', '東區', '東 區', '資助', '男女', '天主教', '小學', '大學', '', '1', 'x'.repeat(101), '聖保羅'];
  const fields = ['name', 'district', 'schoolType', 'schoolCategory', 'religiousAffiliation', 'gender'] as const;

  it.each(fields)('%s: the URL keeps exactly the values the API accepts', (field) => {
    for (const value of samples) {
      const apiAccepts = searchQuerySchema.safeParse({ [field]: value }).success && value.trim() !== '';
      const kept = schoolsSearchSchema.parse(raw({ [field]: value }))[field] !== undefined;
      expect(kept, `${field}=${value}`).toBe(apiAccepts);
    }
  });

  it('page and limit: the URL keeps exactly the values the API accepts', () => {
    for (const value of ['1', '2', '0', '-1', '1.5', '1e3', 'abc', '100', '101', '100000', '100001']) {
      for (const field of ['page', 'limit'] as const) {
        const apiAccepts = searchQuerySchema.safeParse({ [field]: value }).success;
        const kept = schoolsSearchSchema.parse(raw({ [field]: value }))[field] !== undefined;
        expect(kept, `${field}=${value}`).toBe(apiAccepts);
      }
    }
  });
});
