// The 變動 page's address: the usual filters (read as the list page reads them), the change kinds and the page,
// leniently (a malformed value is dropped); the same values go to GET /api/changes.
import { CHANGE_FILTER, type ChangeKind } from '../../../shared/change-filter.ts';
import type { FilterQuery } from '../../../shared/filters.ts';
import { parseFilters } from '../../lib/search-params.ts';

export type ChangesSearch = FilterQuery & { change?: ChangeKind[]; page?: number };

export const CHANGES_PAGE_SIZE = 20;

export function parseChangesSearch(raw: Record<string, unknown>): ChangesSearch {
  const change = CHANGE_FILTER.parse(typeof raw.change === 'string' ? raw.change : Array.isArray(raw.change) ? raw.change.join(',') : '');
  const page = Number(raw.page);
  return {
    ...parseFilters(raw),
    change: change && 'value' in change ? change.value : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : undefined,
  };
}
