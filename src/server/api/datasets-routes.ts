// GET /api/datasets: every dataset of the list with its publisher, school years, file dates, addresses, rows read,
// schools matched and unmatched, last import and last check (the 關於資料 page). Sent as the cached answers are (ETag,
// 304, compressed once: send-cached.ts), read again only once an import or a check has been recorded (datasets-report.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datasetsResponseSchema, type DatasetsResponse } from '../../shared/dataset-schemas.ts';
import { errorResponseSchema } from '../../shared/schemas.ts';
import { textQuerySchema } from '../../shared/text-language.ts';
import { inLanguage } from '../i18n/in-language.ts';
import { plainError } from '../db/database-errors.ts';
import { datasetsReader } from '../read-model/datasets-report.ts';
import { jsonBody, type CachedBody } from '../read-model/response-cache.ts';
import type { ApiContext } from './api-context.ts';
import { sendCached } from './send-cached.ts';

export const datasetsRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { handle }) => {
  const schema = {
    querystring: textQuerySchema,
    response: { 200: datasetsResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  };
  const datasetsReport = datasetsReader(handle.db);
  // Each reading's answer in each language, serialized once (the reader gives the same report until it reads again).
  const bodies = new WeakMap<DatasetsResponse, Map<string, CachedBody>>();
  app.get('/api/datasets', { schema }, async (request, reply) => {
    try {
      const report = await datasetsReport();
      const lang = request.query.lang;
      let inLanguages = bodies.get(report);
      if (!inLanguages) bodies.set(report, (inLanguages = new Map()));
      let body = inLanguages.get(lang ?? '');
      if (!body) inLanguages.set(lang ?? '', (body = jsonBody(inLanguage(report, lang))));
      sendCached(request, reply, body);
      return reply;
    } catch (error) {
      request.log.warn(`datasets: the database cannot be reached: ${plainError(error, handle.storage).message}`);
      return reply.code(503).send({ message: 'The import records cannot be read now; try again later' });
    }
  });
};
