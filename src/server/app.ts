// buildApp: the whole HTTP server as a function; main.ts starts it, tests inject() into it.
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { noQuerySchema } from '../shared/schemas.ts';
import { addressRoutes } from './api/address-routes.ts';
import { changesRoutes } from './api/changes-routes.ts';
import { datasetsRoutes } from './api/datasets-routes.ts';
import { metaRoutes } from './api/meta-routes.ts';
import { placesRoutes } from './api/places-routes.ts';
import { schoolsRoutes } from './api/schools-routes.ts';
import { serveClient } from './client-files.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { feedRoutes } from './feeds/feed-routes.ts';
import { followRoutes } from './api/follow-routes.ts';
import { type PushSettings, pushSettingsFromEnv } from './push/push-env.ts';
import { vapidKeys } from './push/vapid-keys.ts';
import type { DatabaseHandle } from './db/client.ts';
import { setUpEdge } from './edge/edge.ts';
import { edgeOptionsFromEnv, type EdgeOptions } from './edge/edge-env.ts';
import { edgeServerOptions } from './edge/server-options.ts';
import { addressLookupUrlFromEnv } from './env.ts';
import { clientErrorHandler, frameworkErrors, setErrorPolicy } from './errors.ts';
import { AddressLookup, type AddressLookupOptions } from './places/address-lookup.ts';
import { ResponseCache } from './read-model/response-cache.ts';
import type { SchoolStore } from './read-model/school-store.ts';

export interface AppOptions {
  handle: DatabaseHandle;
  store: SchoolStore;
  /** The built client (dist/client) to serve, in production. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The address lookup (ALS): its URL or 'off', limits; by default the URL in ADDRESS_LOOKUP_URL. */
  addressLookup?: AddressLookupOptions;
  /** Timeouts, connection caps, rate limits, trusted proxies; by default from the environment (edge/edge-env.ts). */
  edge?: EdgeOptions;
  /** Notifications on or off, and the push services allowed; by default from the environment (push/push-env.ts). */
  push?: PushSettings;
}

export async function buildApp({ handle, store, clientDir, logger = false, addressLookup, edge = edgeOptionsFromEnv(), push = pushSettingsFromEnv() }: AppOptions) {
  const app = Fastify({
    ...edgeServerOptions(edge),
    logger,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  setErrorPolicy(app);
  const answerEarly = await setUpEdge(app, edge, () => store.rebuiltAt);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '港校指南 HK School Guide API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  const context = { handle, store, cache: new ResponseCache() };
  await app.register(schoolsRoutes, context);
  await app.register(metaRoutes, context);
  await app.register(changesRoutes, context);
  await app.register(datasetsRoutes, context);
  await app.register(placesRoutes, context);
  await app.register(seoRoutes, context);
  await app.register(feedRoutes, context);
  await app.register(followRoutes, { ...context, keys: push.on ? await vapidKeys(handle.db) : undefined, pushOrigins: push.origins });
  await app.register(addressRoutes, { lookup: new AddressLookup({ ...addressLookup, url: addressLookup?.url ?? addressLookupUrlFromEnv() }) });
  app.get('/api/openapi.json', { schema: { hide: true, querystring: noQuerySchema } }, () => app.swagger());
  await serveClient(app, clientDir);
  answerEarly((url) => context.cache.byUrl(store.current.version, url));
  return app;
}
