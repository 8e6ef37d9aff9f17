// A followed search: the query of /schools (its filters and place), checked by the same schema as /api/schools, so a
// bad filter is refused with the same words, and kept in one form (parameters in the filters' order) so that the
// same search given twice is one search.
import { FILTERS, type FilterKey, formatFilterValue } from '../../shared/filters.ts';
import { formatLatLon } from '../../shared/geo.ts';
import { followedSearchSchema } from '../../shared/query-schemas.ts';
import type { SchoolSearch } from '../read-model/search.ts';

export type FollowedSearch = { search: SchoolSearch; text: string };

/** The search of a query string (with or without its `?`), or why it cannot be followed. */
export function parseFollowedSearch(query: string): FollowedSearch | { error: string } {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const repeated = [...params.keys()].find((key, index, keys) => keys.indexOf(key) !== index);
  if (repeated) return { error: `${repeated} is given twice` };
  const parsed = followedSearchSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'search'}: ${issue.message}`).join('; ') };
  const { near, radius, ...filters } = parsed.data;
  const kept = new URLSearchParams();
  for (const key of Object.keys(FILTERS) as FilterKey[]) if (filters[key] !== undefined) kept.set(key, formatFilterValue(filters[key]));
  if (near) kept.set('near', formatLatLon(near));
  if (radius !== undefined) kept.set('radius', String(radius));
  if (kept.size === 0) return { error: 'a followed search needs at least one filter or a place (every change of every school is not a message)' };
  return { search: { filters, near, radius }, text: kept.toString() };
}
