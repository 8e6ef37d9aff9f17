// The medians a comparison sets beside its number rows (GET /api/medians): stable for a data version.
import { queryOptions } from '@tanstack/react-query';
import type { MediansResponse } from '../../../shared/compare/medians-schemas.ts';
import type { Category } from '../../../shared/constants.ts';
import { getJson } from '../../lib/api.ts';

export const mediansQuery = (schoolCategory: Category) =>
  queryOptions({
    queryKey: ['medians', schoolCategory],
    queryFn: (context) => getJson<MediansResponse>('/api/medians', { schoolCategory }, context),
    staleTime: Infinity,
  });
