// Source of truth for the compare screen: the URL when it names schools, else the stored compare list.
// This runs on every navigation to /compare (not in an effect):
//  - `?schools=` with valid ids is what the screen shows; it becomes the stored list only when that list is empty
//    (a shared link never replaces a list without asking: the page offers to, see use-compare-ids.ts);
//  - no ids in the URL but a stored list → the URL is rewritten to show the stored ids;
//  - invalid or duplicate ids are dropped and the URL is rewritten to its clean form ('/compare' when empty).
// The route passes its address on as it is and imports this when it is entered, so the first screens do not carry it.
import type { ParsedLocation } from '@tanstack/react-router';
import { MAX_COMPARE } from '../../../shared/constants.ts';
import { replaceWithCanonicalSearch } from '../../lib/canonical-url.ts';
import { parseFrom } from '../../lib/list-context.ts';
import { schoolIds } from '../../lib/school-ids.ts';
import { parsePlace } from '../../lib/search-params.ts';
import { compareStore } from '../compare-list/compare-store.ts';

/**
 * `?schools=1,2,3`: at most 3 schools. A place the parent searched from (`near`, `place`) comes along, for the
 * distance row.
 */
export type CompareSearch = { schools: number[]; near?: string; place?: string; from?: string };

export function parseCompareSearch(raw: Record<string, unknown>): CompareSearch {
  const { near, place } = parsePlace(raw);
  return { schools: schoolIds(raw.schools).slice(0, MAX_COMPARE), near, place: near ? place : undefined, from: parseFrom(raw.from) };
}

export function compareIdsFor(urlIds: readonly number[], storedIds: readonly number[]): readonly number[] {
  return urlIds.length > 0 ? urlIds : storedIds;
}

export function compareBeforeLoad({ search: raw, location }: { search: Record<string, unknown>; location: ParsedLocation }) {
  const search = parseCompareSearch(raw);
  // The server has no stored list (it lives in the browser).
  const stored = typeof window === 'undefined' ? [] : compareStore.getSnapshot();
  const ids = compareIdsFor(search.schools, stored);
  if (typeof window !== 'undefined' && search.schools.length > 0 && stored.length === 0) compareStore.replace(search.schools);
  const context = { ...(search.near ? { near: search.near, place: search.place } : {}), ...(search.from ? { from: search.from } : {}) };
  replaceWithCanonicalSearch({ search: ids.length > 0 ? { schools: ids.join(','), ...context } : {}, location });
}
