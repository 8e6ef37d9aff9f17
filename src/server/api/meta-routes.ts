// GET /api/counts, /api/stats and /api/health.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import {
  countsResponseSchema,
  errorResponseSchema,
  healthResponseSchema,
  noQuerySchema,
  statsQuerySchema,
  statsResponseSchema,
} from '../../shared/schemas.ts';
import { importStats } from '../db/schema.ts';
import { computeStats } from '../read-model/stats.ts';
import { sendCached } from './send-cached.ts';
import type { ApiContext } from './api-context.ts';

export const metaRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { store, cache, handle }) => {
  app.get(
    '/api/counts',
    { schema: { querystring: noQuerySchema, response: { 200: countsResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const entry = cache.get(model.version, 'counts', () => {
        const count = (category: string) => model.schools.filter((s) => s.schoolCategory === category).length;
        return {
          kindergarten: count('幼稚園'),
          primary: count('小學'),
          secondary: count('中學'),
          updatedAt: model.updatedAt,
        };
      });
      sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: statsResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const category = request.query.schoolCategory ?? 'all';
      const entry = cache.get(model.version, `stats:${category}`, () => computeStats(model.schools, category));
      sendCached(request, reply, entry);
    },
  );

  // Health reads the database on purpose: it says whether the site can reach its source of truth.
  const healthSchema = { querystring: noQuerySchema, response: { 200: healthResponseSchema, 400: errorResponseSchema } };
  app.get('/api/health', { schema: healthSchema }, async () => {
    const [last] = await handle.db.select().from(importStats).orderBy(desc(importStats.id)).limit(1);
    const model = store.current;
    return {
      status: 'ok' as const,
      database: handle.kind,
      dataVersion: model.version,
      schools: model.schools.length,
      lastImport: last
        ? {
            importDate: new Date(last.importDate).toISOString(),
            successful: last.successful,
            errorMessage: last.errorMessage,
          }
        : null,
    };
  });
};
