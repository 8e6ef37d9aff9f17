// The browser's follow as the server has it (GET /api/follows/{id}): for the buttons' state and the /follows page.
// One query per stored follow; changes (PUT) put their answer in its place.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Follow } from '../../../shared/follow-schemas.ts';
import { ApiError } from '../../lib/api.ts';
import { followApi } from './follow-api.ts';
import { followStore, useStoredFollow, type StoredFollow } from './follow-store.ts';

/**
 * The follow, or null when the server no longer has it (stopped from another device's tab, its subscription gone, a
 * token replaced): the browser then forgets it, and nothing is followed.
 */
export const followQuery = (stored: StoredFollow) =>
  queryOptions({
    queryKey: ['follow', stored.id, stored.token],
    queryFn: async ({ signal }): Promise<Follow | null> => {
      try {
        return await followApi.read(stored, signal);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        if (followStore.get()?.id === stored.id) followStore.save(null);
        return null;
      }
    },
  });

const NONE: StoredFollow = { id: '', token: '', endpoint: '', places: {} };

/** The stored follow and the query of what it follows (not run without one: nothing is followed). */
export function useFollow() {
  const stored = useStoredFollow();
  const query = useQuery({ ...followQuery(stored ?? NONE), enabled: stored !== null });
  return { stored, query, follow: stored ? query.data : null };
}
