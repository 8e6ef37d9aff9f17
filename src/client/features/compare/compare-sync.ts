// Source of truth for the compare screen: the URL when it names schools, else the stored compare list.
// This runs on every navigation to /compare (not in an effect):
//  - `?schools=` with valid ids is what the screen shows; it becomes the stored list only when that list is empty
//    (a shared link never replaces a list without asking: the page offers to, see use-compare-ids.ts);
//  - no ids in the URL but a stored list → the URL is rewritten to show the stored ids;
//  - invalid or duplicate ids are dropped and the URL is rewritten to its clean form ('/compare' when empty).
import type { ParsedLocation } from '@tanstack/react-router';
import { replaceWithCanonicalSearch } from '../../lib/canonical-url.ts';
import type { CompareSearch } from '../../lib/search-params.ts';
import { compareStore } from '../compare-list/compare-store.ts';

export function compareIdsFor(urlIds: readonly number[], storedIds: readonly number[]): readonly number[] {
  return urlIds.length > 0 ? urlIds : storedIds;
}

export function compareBeforeLoad({ search, location }: { search: CompareSearch; location: ParsedLocation }) {
  // The server has no stored list (it lives in the browser).
  const stored = typeof window === 'undefined' ? [] : compareStore.getSnapshot();
  const ids = compareIdsFor(search.schools, stored);
  if (typeof window !== 'undefined' && search.schools.length > 0 && stored.length === 0) compareStore.replace(search.schools);
  const context = { ...(search.near ? { near: search.near, place: search.place } : {}), ...(search.from ? { from: search.from } : {}) };
  replaceWithCanonicalSearch({ search: ids.length > 0 ? { schools: ids.join(','), ...context } : {}, location });
}
