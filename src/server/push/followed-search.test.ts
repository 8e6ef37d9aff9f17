import { describe, expect, test } from 'vitest';
import { parseFollowedSearch } from './followed-search.ts';

describe('parseFollowedSearch', () => {
  test('kept in one form: the filters in their order, then the place; a leading ? dropped', () => {
    const a = parseFollowedSearch('?k1Vacancy=Y&district=觀塘區');
    const b = parseFollowedSearch('district=%E8%A7%80%E5%A1%98%E5%8D%80&k1Vacancy=Y');
    expect(a).toEqual(b);
    expect('text' in a && a.text).toBe(`district=${encodeURIComponent('觀塘區')}&k1Vacancy=Y`);
  });

  test('a place is rounded as /api/schools rounds it', () => {
    const parsed = parseFollowedSearch('near=22.312345,114.225678&radius=1000');
    expect('text' in parsed && parsed.text).toBe('near=22.3123%2C114.2257&radius=1000');
  });

  test.each([
    ['', /at least one filter or a place/],
    ['sort=name', /sort/],
    ['district=觀塘區&district=沙田區', /district is given twice/],
    ['district=nowhere', /district/],
    ['radius=900', /radius: needs near/],
  ])('refused: %s', (query, message) => {
    const parsed = parseFollowedSearch(query);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});
