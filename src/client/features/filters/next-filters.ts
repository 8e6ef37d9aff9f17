// How the filters change: pure, so the rules are unit-tested without a page.
import { FILTER_KEYS, type FilterKey, type FilterQuery } from '../../../shared/filters.ts';
import { parseFilters } from '../../lib/search-params.ts';

/** The filter fields of a search, and nothing else (no place, page, size or view). */
export function filtersOf(search: FilterQuery): FilterQuery {
  const filters: FilterQuery = {};
  for (const key of FILTER_KEYS) if (search[key] !== undefined) Object.assign(filters, { [key]: search[key] });
  return filters;
}

/**
 * One filter changed. The result is read again by the URL's rules, so a new category drops the filters that
 * do not apply to it (a K1 vacancy on a primary search) and the types it does not allow.
 */
export function withFilter<K extends FilterKey>(filters: FilterQuery, key: K, value: FilterQuery[K] | undefined): FilterQuery {
  return parseFilters({ ...filtersOf(filters), [key]: value });
}
