import { describe, expect, it } from 'vitest';
import { isFollowed, listsOf, NOTHING, withoutTarget, withTarget, type FollowLists } from './follow-lists.ts';
import { MAX_FOLLOWED_SCHOOLS, MAX_FOLLOWED_SEARCHES } from '../../../shared/follow-limits.ts';

const lists = (schools: number[], searches: string[] = []): FollowLists => ({ schools, searches });
const range = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

describe('isFollowed', () => {
  it('a school; the shortlist when every school of it is (one at least); a search in any form', () => {
    const followed = lists([1, 2, 3], ['kgScheme=true&district=%E6%B2%99%E7%94%B0%E5%8D%80']);
    expect(isFollowed(followed, { kind: 'school', id: 2 })).toBe(true);
    expect(isFollowed(followed, { kind: 'school', id: 4 })).toBe(false);
    expect(isFollowed(followed, { kind: 'schools', ids: [1, 3] })).toBe(true);
    expect(isFollowed(followed, { kind: 'schools', ids: [1, 4] })).toBe(false);
    expect(isFollowed(followed, { kind: 'schools', ids: [] })).toBe(false);
    expect(isFollowed(followed, { kind: 'search', search: 'district=沙田區&kgScheme=true' })).toBe(true);
    expect(isFollowed(NOTHING, { kind: 'search', search: 'district=沙田區' })).toBe(false);
  });
});

describe('withTarget', () => {
  it('adds the school, the shortlist’s schools not followed yet, the search not followed yet', () => {
    expect(withTarget(lists([1]), { kind: 'school', id: 2 })).toEqual(lists([1, 2]));
    expect(withTarget(lists([1, 2]), { kind: 'schools', ids: [2, 3, 3] })).toEqual(lists([1, 2, 3]));
    expect(withTarget(lists([1], ['a=1']), { kind: 'search', search: 'b=2' })).toEqual(lists([1], ['a=1', 'b=2']));
    expect(withTarget(lists([], ['a=1&b=2']), { kind: 'search', search: 'b=2&a=1' })).toEqual(lists([], ['a=1&b=2']));
  });

  it('says which limit it would pass', () => {
    expect(withTarget(lists(range(MAX_FOLLOWED_SCHOOLS - 1)), { kind: 'school', id: 999 })).toEqual(lists([...range(MAX_FOLLOWED_SCHOOLS - 1), 999]));
    expect(withTarget(lists(range(MAX_FOLLOWED_SCHOOLS)), { kind: 'school', id: 999 })).toBe('tooManySchools');
    expect(withTarget(lists(range(10)), { kind: 'schools', ids: range(MAX_FOLLOWED_SCHOOLS, 5) })).toBe('tooManySchools');
    const searches = range(MAX_FOLLOWED_SEARCHES).map((i) => `maxFee=${i}`);
    expect(withTarget(lists([], searches), { kind: 'search', search: 'maxFee=0' })).toBe('tooManySearches');
    expect(withTarget(lists([], searches), { kind: 'search', search: 'maxFee=1' })).toEqual(lists([], searches));
  });
});

describe('withoutTarget', () => {
  it('takes out the school, every school of the shortlist, the search in any form', () => {
    expect(withoutTarget(lists([1, 2, 3], ['a=1']), { kind: 'school', id: 2 })).toEqual(lists([1, 3], ['a=1']));
    expect(withoutTarget(lists([1, 2, 3]), { kind: 'schools', ids: [1, 3, 4] })).toEqual(lists([2]));
    expect(withoutTarget(lists([1], ['a=1&b=2', 'c=3']), { kind: 'search', search: 'b=2&a=1' })).toEqual(lists([1], ['c=3']));
  });
});

describe('listsOf', () => {
  it('keeps a school that closed since it was followed (the server keeps what a follow has)', () => {
    const follow = {
      id: 'f',
      locale: 'zh-HK' as const,
      createdAt: '2026-11-28T00:00:00.000Z',
      searches: ['a=1'],
      schools: [
        { id: 1, name: '甲', englishName: null, listed: true },
        { id: 2, name: '乙', englishName: null, listed: false },
      ],
    };
    expect(listsOf(follow)).toEqual(lists([1, 2], ['a=1']));
  });
});
