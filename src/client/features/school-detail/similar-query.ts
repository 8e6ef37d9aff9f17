// Schools like this one (同類學校; GET /api/schools/{id}/similar). Apart from lib/queries.ts: the first
// screens' entry chunk holds that module, and only the server's renderer and the lazy school page and compare picker
// ask for similar schools.
import { queryOptions } from '@tanstack/react-query';
import type { SimilarResponse } from '../../../shared/schemas.ts';
import { getJson } from '../../lib/api.ts';

export const similarQuery = (id: number) =>
  queryOptions({
    queryKey: ['similar', id],
    queryFn: (context) => getJson<SimilarResponse>(`/api/schools/${id}/similar`, undefined, context),
    enabled: id > 0,
  });
