// GET /api/changes: schools opened, closed and changed since the earliest school year, with the filters of
// /api/schools (one definition, filters.ts), a kind of change, and pages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeKind } from '../../shared/change-filter.ts';
import { type ChangeEntry, changesResponseSchema } from '../../shared/change-schemas.ts';
import { changesQuerySchema } from '../../shared/query-schemas.ts';
import { errorResponseSchema } from '../../shared/schemas.ts';
import { searchCacheKey, searchSchools } from '../read-model/search.ts';
import type { ApiContext } from './api-context.ts';
import { answerByUrl, sendCached } from './send-cached.ts';

const ofKind = (entry: ChangeEntry, kinds: readonly ChangeKind[]) =>
  kinds.some((kind) => entry.kind === kind || entry.fields.some((f) => f.field === kind));

export const changesRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { store, cache }) => {
  app.addHook('onRequest', answerByUrl({ store, cache }));
  app.get(
    '/api/changes',
    {
      schema: {
        description:
          'Schools opened, closed and changed (moved over 200 m, new address nearby, renamed, type, gender, sessions) between ' +
          'the earliest and the newest school year of the list of schools, with the values before and after, in directory order.',
        querystring: changesQuerySchema,
        response: { 200: changesResponseSchema, 400: errorResponseSchema },
      },
    },
    (request, reply) => {
      const model = store.current;
      const { page, limit, change, lang, ...filters } = request.query;
      const search = { filters };
      const key = searchCacheKey(search, { page, limit, ...(change && { change: change.join(',') }) });
      const entry = cache.get(model.version, `changes:${key}`, () => {
        const index = model.changes;
        const entries = searchSchools(index, search)
          .map((hit) => index.entryOf.get(hit.school)!)
          .filter((e) => !change || ofKind(e, change));
        return {
          since: index.since,
          until: index.until,
          changes: entries.slice((page - 1) * limit, page * limit),
          total: entries.length,
          page,
          totalPages: Math.ceil(entries.length / limit),
        };
      }, { lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );
};
