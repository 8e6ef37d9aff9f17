// What a follow follows, and how a tap on 通知我 or 停止 changes it: pure, so the rules are unit-tested without a page.
import { MAX_FOLLOWED_SCHOOLS, MAX_FOLLOWED_SEARCHES } from '../../../shared/follow-limits.ts';
import type { Follow } from '../../../shared/follow-schemas.ts';
import { sameSearch } from './search-key.ts';

/** What a button follows: a school (its page), the schools of the shortlist, or a search of /schools. */
export type FollowTarget =
  | { kind: 'school'; id: number }
  | { kind: 'schools'; ids: readonly number[] }
  | { kind: 'search'; search: string; place?: string };

/** What a follow follows, as PUT /api/follows/{id} takes it. */
export type FollowLists = { schools: number[]; searches: string[] };

export const NOTHING: FollowLists = { schools: [], searches: [] };

/** What a follow follows, to change it (a school that closed since stays until it is stopped). */
export const listsOf = (follow: Follow): FollowLists => ({
  schools: follow.schools.map((school) => school.id),
  searches: follow.searches,
});

export const isEmpty = (lists: FollowLists): boolean => lists.schools.length === 0 && lists.searches.length === 0;

const idsOf = (target: FollowTarget): readonly number[] => (target.kind === 'school' ? [target.id] : target.kind === 'schools' ? target.ids : []);

/** Whether the target is followed: a school, every school of the shortlist (one at least), a search. */
export function isFollowed(lists: FollowLists, target: FollowTarget): boolean {
  if (target.kind === 'search') return lists.searches.some((search) => sameSearch(search, target.search));
  const ids = idsOf(target);
  return ids.length > 0 && ids.every((id) => lists.schools.includes(id));
}

/** The lists with the target added, or the limit it would pass. */
export function withTarget(lists: FollowLists, target: FollowTarget): FollowLists | 'tooManySchools' | 'tooManySearches' {
  if (target.kind === 'search') {
    if (isFollowed(lists, target)) return lists;
    return lists.searches.length >= MAX_FOLLOWED_SEARCHES ? 'tooManySearches' : { ...lists, searches: [...lists.searches, target.search] };
  }
  const schools = [...new Set([...lists.schools, ...idsOf(target)])];
  return schools.length > MAX_FOLLOWED_SCHOOLS ? 'tooManySchools' : { ...lists, schools };
}

/** The lists without the target (every school of the shortlist). */
export function withoutTarget(lists: FollowLists, target: FollowTarget): FollowLists {
  if (target.kind === 'search') return { ...lists, searches: lists.searches.filter((search) => !sameSearch(search, target.search)) };
  const ids = idsOf(target);
  return { ...lists, schools: lists.schools.filter((id) => !ids.includes(id)) };
}
