// GET /api/places?q= (stations, districts, P1 net areas by name) and GET /api/nets[?near=LAT,LON] (every P1 net,
// or the SSPA and P1 nets of a point): thin routes over the read model's place index, cached per data version.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatLatLon } from '../../shared/geo.ts';
import { foldText } from '../../shared/normalize.ts';
import { netsQuerySchema, netsResponseSchema, placesQuerySchema, placesResponseSchema } from '../../shared/place-schemas.ts';
import { errorResponseSchema } from '../../shared/schemas.ts';
import { answerByUrl, sendCached } from './send-cached.ts';
import type { ApiContext } from './api-context.ts';

export const placesRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { store, cache }) => {
  app.addHook('onRequest', answerByUrl({ store, cache }));
  app.get(
    '/api/places',
    { schema: { querystring: placesQuerySchema, response: { 200: placesResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      // Texts that fold alike find the same places: one cache entry for them.
      const { q, lang } = request.query;
      const entry = cache.get(model.version, `places:${foldText(q)}`, () => ({ places: model.places.placesFor(q) }), { lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );

  app.get(
    '/api/nets',
    { schema: { querystring: netsQuerySchema, response: { 200: netsResponseSchema, 400: errorResponseSchema } } },
    (request, reply) => {
      const model = store.current;
      const { near, lang } = request.query;
      const entry = near
        ? cache.get(model.version, `nets:${formatLatLon(near)}`, () => model.places.netsAt(near), { lang, url: request.url })
        : cache.get(model.version, 'nets', () => ({ nets: model.places.nets }), { lang, url: request.url });
      sendCached(request, reply, entry);
    },
  );
};
