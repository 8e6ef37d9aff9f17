// GET /api/address?q=…: a typed address looked up through ALS (see places/address-lookup.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressQuerySchema, addressResponseSchema } from '../../shared/address-schemas.ts';
import { errorResponseSchema } from '../../shared/schemas.ts';
import { inLanguage } from '../i18n/in-language.ts';
import type { AddressLookup } from '../places/address-lookup.ts';
import { AddressLookupUnavailable } from '../places/lookup-errors.ts';

export const addressRoutes: FastifyPluginAsyncZod<{ lookup: AddressLookup }> = async (app, { lookup }) => {
  app.get(
    '/api/address',
    {
      schema: {
        querystring: addressQuerySchema,
        response: { 200: addressResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const candidates = await lookup.lookup(request.query.q);
        // The same text finds the same places for a good while; the browser may keep the answer.
        reply.header('cache-control', 'private, max-age=3600');
        return inLanguage({ candidates }, request.query.lang);
      } catch (error) {
        if (!(error instanceof AddressLookupUnavailable)) throw error;
        if (error.reason !== 'off') request.log.warn({ err: error.cause, reason: error.reason }, 'address lookup unavailable');
        if (error.reason === 'busy') reply.header('retry-after', '1');
        return reply.code(503).header('cache-control', 'no-store').send({ message: error.message });
      }
    },
  );
};
