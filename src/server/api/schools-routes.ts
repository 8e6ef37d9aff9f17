// GET /api/schools, /api/schools/:id, /api/schools/:id/similar and /api/map-points: thin routes over the read model.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schoolsCsv } from '../../shared/export/school-columns.ts';
import { schoolColumnsTexts } from '../../shared/export/school-columns.texts.ts';
import { loadTexts } from '../../shared/i18n/catalogue.ts';
import { exportQuerySchema, mapQuerySchema, searchQuerySchema } from '../../shared/query-schemas.ts';
import {
  errorResponseSchema,
  idParamsSchema,
  mapResponseSchema,
  type School,
  schoolSchema,
  searchResponseSchema,
  similarResponseSchema,
} from '../../shared/schemas.ts';
import { similarSchools } from '../../shared/similar-schools.ts';
import { toMapPoint } from '../read-model/map-points.ts';
import type { ReadModel } from '../read-model/read-model.ts';
import { searchCacheKey, searchSchools } from '../read-model/search.ts';
import { SIMPLIFIED, writtenIn } from '../../shared/i18n/locale.ts';
import { textQuerySchema } from '../../shared/text-language.ts';
import { toSimplified } from '../i18n/simplified.ts';
import { answerByUrl, sendCached } from './send-cached.ts';
import type { ApiContext } from './api-context.ts';

/** The school of this id, or a 404 answered. A school closed since the earliest school year keeps its answers: its last
 * listed facts, marked closed. */
function schoolOr404(model: ReadModel, id: number, reply: FastifyReply): School | undefined {
  const school = model.byId.get(id) ?? model.changes.closedById.get(id);
  if (!school) reply.code(404).send({ message: `School ${id} not found` });
  return school;
}

export const schoolsRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { store, cache }) => {
  app.addHook('onRequest', answerByUrl({ store, cache }));
  app.get(
    '/api/schools',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const { page, limit, near, radius, sort, lang, ...filters } = request.query;
      const search = { filters, near, radius, sort };
      const entry = cache.get(model.version, `schools:${searchCacheKey(search, { page, limit })}`, () => {
        const matches = searchSchools(model, search);
        return {
          schools: matches.slice((page - 1) * limit, page * limit).map(({ school, distanceMeters }) =>
            distanceMeters === undefined ? school : { ...school, distanceMeters },
          ),
          total: matches.length,
          page,
          totalPages: Math.ceil(matches.length / limit),
        };
      }, { lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/schools.csv',
    {
      schema: {
        description:
          'Every school matching the search of /api/schools (same filters, near, radius and sort; no pages) as CSV: ' +
          'UTF-8 with a byte-order mark, columns named in `lang`, a distance column when `near` is given.',
        produces: ['text/csv'],
        querystring: exportQuerySchema,
        response: { 200: z.string().describe('The CSV file'), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const model = store.current;
      const { near, radius, sort, lang, ...filters } = request.query;
      const search = { filters, near, radius, sort };
      // Simplified Chinese: the Traditional file, converted whole (decision record 026).
      const texts = await loadTexts(schoolColumnsTexts, writtenIn(lang));
      const entry = cache.get(model.version, `csv:${lang}:${searchCacheKey(search)}`, () => searchSchools(model, search), {
        serialize: (rows) => (lang === SIMPLIFIED ? toSimplified : String)(schoolsCsv(rows, texts, writtenIn(lang))),
      });
      reply.header('content-disposition', 'attachment; filename="schools.csv"');
      sendCached(request, reply, entry, 'text/csv; charset=utf-8');
    },
  );

  app.get(
    '/api/schools/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: textQuerySchema,
        response: { 200: schoolSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request, reply) => {
      const model = store.current;
      const school = schoolOr404(model, request.params.id, reply);
      if (!school) return;
      sendCached(request, reply, cache.get(model.version, `school:${school.id}`, () => school, { lang: request.query.lang, url: request.url }));
    },
  );

  app.get(
    '/api/schools/:id/similar',
    {
      schema: {
        description:
          'Up to 6 open schools of the same category as this one (never itself), most facts parents choose on shared ' +
          'first (kindergartens with K1 places first among equals), then the nearest to this school. Each says which ' +
          'facts it shares and how far it is. A school closed since the earliest school year gets open schools like it.',
        params: idParamsSchema,
        querystring: textQuerySchema,
        response: { 200: similarResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request, reply) => {
      const model = store.current;
      const school = schoolOr404(model, request.params.id, reply);
      if (!school) return;
      const entry = cache.get(model.version, `similar:${school.id}`, () => ({
        schools: similarSchools(school, model.schools).map(({ school: other, distanceMeters, matches }) => {
          const { id, name, englishName, address, englishAddress, district, schoolCategory, schoolType } = other;
          return { id, name, englishName, address, englishAddress, district, schoolCategory, schoolType, distanceMeters, matches };
        }),
      }), { lang: request.query.lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/map-points',
    { schema: { querystring: mapQuerySchema, response: { 200: mapResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const { near, radius, lang, ...filters } = request.query;
      // Nearest first when there is a place, so that the side list reads from the place outwards.
      const search = { filters, near, radius, sort: near ? ('distance' as const) : undefined };
      const entry = cache.get(model.version, `map:${searchCacheKey(search)}`, () => {
        const points = searchSchools(model, search).map((hit) => toMapPoint(hit, model.sharedNames));
        return { points, total: points.length };
      }, { lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );
};
