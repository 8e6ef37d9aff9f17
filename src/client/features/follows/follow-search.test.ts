import { describe, expect, it } from 'vitest';
import { FILTER_KEYS } from '../../../shared/filters.ts';
import { followedSearchSchema } from '../../../shared/query-schemas.ts';
import { schoolsSearchSchema } from '../../lib/search-params.ts';
import { feedPath, followedSearch, searchOfFollowed } from './follow-search.ts';
import { sameSearch, searchKey } from './search-key.ts';

/** A search as the list page holds it, from its address's values. */
const search = (raw: Record<string, string>) => schoolsSearchSchema.parse(raw as never);

describe('followedSearch', () => {
  it('is what the API takes as a followed search (its schema), each filter once, in the filters’ order, then the place', () => {
    const order = [...FILTER_KEYS, 'near', 'radius'];
    const searches: Record<string, string>[] = [
      { district: '沙田區,大埔區', schoolCategory: '幼稚園', kgScheme: 'true', maxFee: '30000', k1Vacancy: 'Y' },
      { schoolCategory: '小學', schoolNet: '91', secondaryLink: 'throughTrain,feeder' },
      { name: 'St. Paul', near: '22.38172,114.18771', radius: '1000' },
      { near: '22.3817,114.1877' },
    ];
    for (const raw of searches) {
      const text = followedSearch(search(raw))!;
      const keys = [...new URLSearchParams(text).keys()];
      expect(keys, text).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      expect(new Set(keys).size).toBe(keys.length);
      const parsed = followedSearchSchema.safeParse(Object.fromEntries(new URLSearchParams(text)));
      expect(parsed.success, text).toBe(true);
    }
  });

  it('leaves out what is the page’s, not the search’s: the place’s name, the page, the order, the view, the size', () => {
    const text = followedSearch(search({ schoolCategory: '中學', near: '22.3,114.2', place: '大圍站', page: '3', sort: 'distance', view: 'table', limit: '50' }));
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({ schoolCategory: '中學', near: '22.3000,114.2000' });
  });

  it('is none for a search without a filter or a place (the server refuses one too)', () => {
    expect(followedSearch(search({}))).toBeUndefined();
    expect(followedSearch(search({ page: '2', sort: 'name', radius: '1000' }))).toBeUndefined();
  });
});

describe('searchKey and sameSearch', () => {
  it('take a search in any order and encoding as the same one', () => {
    expect(sameSearch('district=%E6%B2%99%E7%94%B0%E5%8D%80&kgScheme=true', 'kgScheme=true&district=沙田區')).toBe(true);
    expect(sameSearch('near=22.3%2C114.2&radius=500', 'radius=500&near=22.3,114.2')).toBe(true);
    expect(sameSearch('district=沙田區', 'district=大埔區')).toBe(false);
    expect(searchKey('b=2&a=1')).toBe('a=1&b=2');
  });
});

describe('searchOfFollowed', () => {
  it('reads a kept search back as the list page holds it, with the place’s name where it has a place', () => {
    const text = followedSearch(search({ district: '沙田區', schoolCategory: '幼稚園', near: '22.3817,114.1877', radius: '1000' }))!;
    expect(searchOfFollowed(text, '大圍站')).toMatchObject({ district: ['沙田區'], schoolCategory: '幼稚園', near: '22.3817,114.1877', radius: 1000, place: '大圍站' });
    expect(searchOfFollowed('district=沙田區', '大圍站').place).toBeUndefined();
  });
});

describe('feedPath', () => {
  it('is the Atom feed of a school or a search, in the page’s language', () => {
    expect(feedPath({ school: 12 }, 'zh-HK')).toBe('/feeds/schools/12.xml');
    expect(feedPath({ school: 12 }, 'en')).toBe('/feeds/schools/12.xml?lang=en');
    expect(feedPath({ search: 'district=x' }, 'zh-Hans')).toBe('/feeds/changes.xml?district=x&lang=zh-Hans');
    expect(feedPath({ search: 'district=x' }, 'zh-HK')).toBe('/feeds/changes.xml?district=x');
  });
});
