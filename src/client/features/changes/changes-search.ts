// The 變動 page's address: the usual filters (read as the list page reads them), the change kinds and the page,
// leniently (a malformed value is dropped); the same values go to GET /api/changes. In the page's chunk: the route
// passes the address on as it is and its loader imports this, so the first screens do not carry it.
import { CHANGE_FILTER, type ChangeKind } from '../../../shared/change-filter.ts';
import type { FilterQuery } from '../../../shared/filters.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ChangesResponse } from '../../../shared/change-schemas.ts';
import { getJson } from '../../lib/api.ts';
import { parseFilters } from '../../lib/search-params.ts';

export type ChangesSearch = FilterQuery & { change?: ChangeKind[]; page?: number };

const CHANGES_PAGE_SIZE = 20;

export function parseChangesSearch(raw: Record<string, unknown>): ChangesSearch {
  const change = CHANGE_FILTER.parse(typeof raw.change === 'string' ? raw.change : Array.isArray(raw.change) ? raw.change.join(',') : '');
  const page = Number(raw.page);
  return {
    ...parseFilters(raw),
    change: change && 'value' in change ? change.value : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : undefined,
  };
}

/** One page of the changes an address asks for. */
export const changesQuery = (search: ChangesSearch) =>
  queryOptions({
    queryKey: ['changes', search],
    queryFn: (context) => getJson<ChangesResponse>('/api/changes', { ...search, limit: CHANGES_PAGE_SIZE }, context),
    placeholderData: keepPreviousData,
  });
