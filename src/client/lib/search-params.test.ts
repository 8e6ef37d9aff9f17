import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id.ts';
import { mapSearchSchema, schoolsSearchSchema } from './search-params.ts';
import { FILTERS, FILTER_KEYS } from '../../shared/filters.ts';
import { searchQuerySchema } from '../../shared/query-schemas.ts';

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
  it('reads lists, flags and amounts', () => {
    expect(
      schoolsSearchSchema.parse(raw({ district: '東區,沙田區', schoolCategory: '幼稚園', kgScheme: 'true', maxFee: '30000', k1Vacancy: 'Y,N' })),
    ).toMatchObject({ district: ['東區', '沙田區'], schoolCategory: '幼稚園', kgScheme: true, maxFee: 30000, k1Vacancy: ['Y', 'N'] });
  });
  it('drops the filters of other categories', () => {
    const search = schoolsSearchSchema.parse(raw({ schoolCategory: '小學', k1Vacancy: 'Y', schoolNet: '34' }));
    expect(search.k1Vacancy).toBeUndefined();
    expect(search.schoolNet).toBe('34');
    expect(schoolsSearchSchema.parse(raw({ schoolNet: '34' })).schoolNet).toBeUndefined();
  });
  it('keeps a place only as a point in Hong Kong, a radius only with it, distance order only with it', () => {
    expect(schoolsSearchSchema.parse(raw({ near: '22.33701,114.17604', radius: '1000', place: '九龍塘站', sort: 'distance' }))).toMatchObject({
      near: '22.3370,114.1760',
      radius: 1000,
      place: '九龍塘站',
      sort: 'distance',
    });
    const london = schoolsSearchSchema.parse(raw({ near: '51.5,-0.12', radius: '1000', sort: 'distance' }));
    expect([london.near, london.radius, london.sort]).toEqual([undefined, undefined, undefined]);
    expect(schoolsSearchSchema.parse(raw({ near: '22.3,114.2', radius: '50' })).radius).toBeUndefined();
  });
  it('keeps a name over the limit so that the page can say so', () => {
    expect(schoolsSearchSchema.parse(raw({ name: 'x'.repeat(500) })).name).toHaveLength(500);
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
    expect(schoolsSearchSchema.parse(raw({ schoolCategory: '幼稚園', schoolType: '非牟利,官立' })).schoolType).toEqual(['非牟利']);
    expect(schoolsSearchSchema.parse(raw({ schoolType: '按位津貼' })).schoolType).toEqual(['按位津貼']);
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
  /** Samples for every filter: each kind's good and bad forms. */
  const samples = [
    'all', '', '東區', '東 區', '東區,南區', '東區,火星', '資助', '資助,直資', '男女', '天主教', '小學', '幼稚園', '大學',
    '1', '34', '99', '0', '-1', '1.5', '30000', '2000000', 'true', 'false', 'yes', 'Y', 'Y,P', 'unknown', 'feeder,linked',
    '英文', '全日', '下午', 'x'.repeat(101), '聖保羅',
  ];

  it.each(FILTER_KEYS.filter((key) => key !== 'name'))('%s: the URL keeps exactly the values the API accepts', (field) => {
    // With the filter's category chosen, so that category filters are not dropped for not applying.
    const category = FILTERS[field].categories?.[0];
    for (const value of samples) {
      const apiAccepts = searchQuerySchema.safeParse({ [field]: value }).success && value !== '' && value !== 'all' && value !== 'false';
      const kept = schoolsSearchSchema.parse(raw({ [field]: value, ...(category ? { schoolCategory: category } : {}) }))[field] !== undefined;
      expect(kept, `${field}=${value}`).toBe(apiAccepts);
    }
  });

  it('name: the URL keeps what the API accepts, and a name over the limit too (the page says it is too long)', () => {
    for (const value of samples) {
      const apiAccepts = searchQuerySchema.safeParse({ name: value }).success && value.trim() !== '';
      const kept = schoolsSearchSchema.parse(raw({ name: value })).name !== undefined;
      expect(kept, `name=${value}`).toBe(apiAccepts || value.length > 100);
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
