// GET /api/schools, /api/schools/:id and /api/map-points: thin routes over the read model.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  filterQuerySchema,
  idParamsSchema,
  mapResponseSchema,
  schoolSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../../shared/schemas.ts';
import { activeFilters, filterSchools } from '../read-model/read-model.ts';
import { toMapPoint } from '../read-model/map-points.ts';
import { sendCached } from './send-cached.ts';
import type { ApiContext } from './api-context.ts';

export const schoolsRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { store, cache }) => {
  app.get(
    '/api/schools',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const { page, limit, ...filters } = request.query;
      const entry = cache.get(model.version, `schools:${cacheKey({ ...activeFilters(filters), page, limit })}`, () => {
        const matches = filterSchools(model, filters);
        return {
          schools: matches.slice((page - 1) * limit, page * limit),
          total: matches.length,
          page,
          totalPages: Math.ceil(matches.length / limit),
        };
      });
      sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/schools/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: schoolSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request, reply) => {
      const model = store.current;
      const school = model.byId.get(request.params.id);
      if (!school) {
        reply.code(404).send({ message: `School ${request.params.id} not found` });
        return;
      }
      sendCached(request, reply, cache.get(model.version, `school:${school.id}`, () => school));
    },
  );

  app.get(
    '/api/map-points',
    { schema: { querystring: filterQuerySchema, response: { 200: mapResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const entry = cache.get(model.version, `map:${cacheKey(activeFilters(request.query))}`, () => {
        const points = filterSchools(model, request.query).map(toMapPoint);
        return { points, total: points.length };
      });
      sendCached(request, reply, entry);
    },
  );
};

/** One key per distinct result: the effective filters (see activeFilters) and paging, sorted. */
function cacheKey(query: Record<string, string | number | undefined>): string {
  return Object.keys(query)
    .sort()
    .map((key) => `${key}=${String(query[key])}`)
    .join('&');
}
