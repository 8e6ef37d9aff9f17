// The compare page's data for the server's HTML (readable without JavaScript): the schools of the address, the
// dataset titles of the provenance notes, and the medians when the schools share a category. Its own chunk:
// the router imports it on the server only.
import type { QueryClient } from '@tanstack/react-query';
import { sharedCategory } from '../../../shared/compare/compare-rows.ts';
import type { School } from '../../../shared/schemas.ts';
import { schoolQuery } from '../../lib/queries.ts';
import { datasetsQuery } from '../data-sources/datasets-query.ts';
import { parseCompareSearch } from './compare-sync.ts';
import { mediansQuery } from './compare-queries.ts';

/** `search`: the address as it is (the route passes it on; compare-sync.ts reads it). */
export async function loadCompare(queryClient: QueryClient, search: Record<string, unknown>) {
  const ids = parseCompareSearch(search).schools;
  const schools = await Promise.all(ids.map((id) => queryClient.ensureQueryData(schoolQuery(id)).catch(() => undefined)));
  const found = schools.filter((school): school is School => school !== undefined);
  const category = found.length >= 2 ? sharedCategory(found) : undefined;
  await Promise.all([queryClient.prefetchQuery(datasetsQuery()), category && queryClient.prefetchQuery(mediansQuery(category))]);
}
