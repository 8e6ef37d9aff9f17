// GET /api/counts, /api/stats, /api/medians, /api/health and /api/health/ready.
import { ANSWERED_UNDER_OVERLOAD } from '../edge/overload.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediansQuerySchema, mediansResponseSchema } from '../../shared/compare/medians-schemas.ts';
import { desc } from 'drizzle-orm';
import {
  countsResponseSchema,
  errorResponseSchema,
  healthResponseSchema,
  noQuerySchema,
  readyResponseSchema,
  statsQuerySchema,
  statsResponseSchema,
} from '../../shared/schemas.ts';
import { plainError, withoutServerPaths } from '../db/database-errors.ts';
import { importStats } from '../db/schema.ts';
import { computeMedians } from '../read-model/medians.ts';
import { computeStats } from '../read-model/stats.ts';
import { textQuerySchema } from '../../shared/text-language.ts';
import { answerByUrl, sendCached } from './send-cached.ts';
import type { ApiContext } from './api-context.ts';

export const metaRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { store, cache, handle }) => {
  app.addHook('onRequest', answerByUrl({ store, cache }));
  app.get(
    '/api/counts',
    { schema: { querystring: textQuerySchema, response: { 200: countsResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const entry = cache.get(model.version, 'counts', () => {
        const count = (category: string) => model.schools.filter((s) => s.schoolCategory === category).length;
        return {
          kindergarten: count('幼稚園'),
          primary: count('小學'),
          secondary: count('中學'),
          updatedAt: model.updatedAt,
          dataDate: model.dataDate,
        };
      }, { lang: request.query.lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: statsResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const category = request.query.schoolCategory ?? 'all';
      const entry = cache.get(model.version, `stats:${category}`, () => computeStats(model.schools, category), { lang: request.query.lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/medians',
    { schema: { querystring: mediansQuerySchema, response: { 200: mediansResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const category = request.query.schoolCategory;
      sendCached(request, reply, cache.get(model.version, `medians:${category}`, () => computeMedians(model.schools, category), { lang: request.query.lang, url: request.url }));
    },
  );

  // Health reads the database on purpose: it says whether the site can reach its source of truth. While it
  // cannot, the answer is 503 and the site goes on serving the data it holds in memory.
  const healthSchema = {
    querystring: noQuerySchema,
    response: { 200: healthResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  };
  // Answered under overload too, and says so: a 503 while this process sheds requests (edge/overload.ts).
  app.get('/api/health', { schema: healthSchema, config: ANSWERED_UNDER_OVERLOAD }, async (request, reply) => {
    if (app.isOverloaded()) {
      return reply.code(503).send({ message: 'The server is overloaded: it answers other requests with 503 for now' });
    }
    let last: typeof importStats.$inferSelect | undefined;
    try {
      [last] = await withTimeout(handle.db.select().from(importStats).orderBy(desc(importStats.id)).limit(1));
    } catch (error) {
      const reason = plainError(error, handle.storage);
      request.log.warn(`health: the database cannot be reached: ${reason.message}`);
      const code = 'code' in reason && typeof reason.code === 'string' ? ` (${reason.code})` : '';
      return reply.code(503).send({
        message: `The database cannot be reached${code}; the site serves the data it loaded (version ${store.current.version})`,
      });
    }
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
            // The import's message for the operator names folders; the public answer does not.
            errorMessage: last.errorMessage && withoutServerPaths(last.errorMessage),
          }
        : null,
    };
  });

  // Ready once the read model is loaded: a load balancer can wait for it before sending traffic.
  const readySchema = { querystring: noQuerySchema, response: { 200: readyResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema } };
  app.get('/api/health/ready', { schema: readySchema, config: ANSWERED_UNDER_OVERLOAD }, async (_request, reply) => {
    if (!store.loaded) return reply.code(503).send({ message: 'The school data is not loaded yet' });
    const model = store.current;
    return { ready: true as const, dataVersion: model.version, schools: model.schools.length, updatedAt: model.updatedAt };
  });
};

const HEALTH_TIMEOUT_MS = 3_000;

/** The database's answer, or a rejection after HEALTH_TIMEOUT_MS (a server that does not answer at all). */
function withTimeout<T>(query: PromiseLike<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('no answer within 3 s'), { code: 'ETIMEDOUT' })), HEALTH_TIMEOUT_MS);
  });
  return Promise.race([query, timeout]).finally(() => clearTimeout(timer));
}
