// GET /api/datasets, for the page about the data (its chunk; the route's loader imports it there).
import { queryOptions } from '@tanstack/react-query';
import type { DatasetsResponse } from '../../../shared/dataset-schemas.ts';
import { getJson } from '../../lib/api.ts';

export const datasetsQuery = () =>
  queryOptions({
    queryKey: ['datasets'],
    queryFn: (context) => getJson<DatasetsResponse>('/api/datasets', undefined, context),
    staleTime: 60_000,
  });
