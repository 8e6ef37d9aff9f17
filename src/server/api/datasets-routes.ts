// GET /api/datasets: every dataset of the list with its publisher, school years, file dates, addresses, rows read,
// schools matched and unmatched, last import and last check (the 關於資料 page). Read again only once an import or a
// check has been recorded (datasets-report.ts); each reading's answer is held in the response cache under the state of
// the records it was read at (a check changes no data version), and sent as the other cached answers are, by address
// too while the reading stands (until the records are looked at again).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datasetsResponseSchema } from '../../shared/dataset-schemas.ts';
import { errorResponseSchema } from '../../shared/schemas.ts';
import { textQuerySchema } from '../../shared/text-language.ts';
import { plainError } from '../db/database-errors.ts';
import { datasetsReader } from '../read-model/datasets-report.ts';
import type { ApiContext } from './api-context.ts';
import { answerByUrl, sendCached } from './send-cached.ts';

export const datasetsRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { handle, store, cache }) => {
  const schema = {
    querystring: textQuerySchema,
    response: { 200: datasetsResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  };
  const datasetsReading = datasetsReader(handle.db);
  // While a reading stands, its answer is sent by address (send-cached.ts), here and before Fastify (early-answers.ts).
  app.addHook('onRequest', answerByUrl({ store, cache }));
  app.get('/api/datasets', { schema }, async (request, reply) => {
    try {
      const { key, report, standsMs } = await datasetsReading();
      const entry = cache.get(store.current.version, `datasets ${key}`, () => report, { lang: request.query.lang, url: request.url, urlMs: standsMs });
      sendCached(request, reply, entry);
      return reply;
    } catch (error) {
      request.log.warn(`datasets: the database cannot be reached: ${plainError(error, handle.storage).message}`);
      return reply.code(503).send({ message: 'The import records cannot be read now; try again later' });
    }
  });
};
