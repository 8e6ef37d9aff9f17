// GET /api/datasets: every dataset of the list with its publisher, school years, file dates, addresses, rows read,
// schools matched and unmatched, last import and last check (the 關於資料 page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datasetsResponseSchema } from '../../shared/dataset-schemas.ts';
import { errorResponseSchema } from '../../shared/schemas.ts';
import { textQuerySchema } from '../../shared/text-language.ts';
import { inLanguage } from '../i18n/in-language.ts';
import { plainError } from '../db/database-errors.ts';
import { datasetsReader } from '../read-model/datasets-report.ts';
import type { ApiContext } from './api-context.ts';

export const datasetsRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { handle }) => {
  const schema = {
    querystring: textQuerySchema,
    response: { 200: datasetsResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  };
  const datasetsReport = datasetsReader(handle.db);
  app.get('/api/datasets', { schema }, async (request, reply) => {
    try {
      return inLanguage(await datasetsReport(), request.query.lang);
    } catch (error) {
      request.log.warn(`datasets: the database cannot be reached: ${plainError(error, handle.storage).message}`);
      return reply.code(503).send({ message: 'The import records cannot be read now; try again later' });
    }
  });
};
