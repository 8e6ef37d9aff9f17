// The schools of a shortlist, by id: each from its own cached query (a school page's, a comparison's), null for an
// id no school has any more. One query for the list: react-query's observer of query lists would join the first
// screens' chunk (see compare-page.tsx).
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CATEGORIES } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { ApiError } from '../../lib/api.ts';
import { schoolQuery } from '../../lib/queries.ts';

async function schoolOrNull(client: QueryClient, id: number): Promise<School | null> {
  try {
    return await client.fetchQuery(schoolQuery(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useShortlistSchools(ids: readonly number[]) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['shortlist', ids],
    queryFn: async () => new Map(await Promise.all(ids.map(async (id) => [id, await schoolOrNull(client, id)] as const))),
    // A school added or removed keeps the others on screen.
    placeholderData: keepPreviousData,
  });
}

/** The schools found, kindergartens first, then primary and secondary schools; the shortlist's order within each. */
export function byCategory(ids: readonly number[], schools: ReadonlyMap<number, School | null>): School[] {
  const found = ids.flatMap((id) => schools.get(id) ?? []);
  return CATEGORIES.flatMap((category) => found.filter((school) => school.schoolCategory === category));
}
