// buildApp: the whole HTTP server as a function; main.ts starts it, tests inject() into it.
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { addressRoutes } from './api/address-routes.ts';
import { metaRoutes } from './api/meta-routes.ts';
import { placesRoutes } from './api/places-routes.ts';
import { schoolsRoutes } from './api/schools-routes.ts';
import { serveClient } from './client-files.ts';
import type { DatabaseHandle } from './db/client.ts';
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
}

export async function buildApp({ handle, store, clientDir, logger = false, addressLookup }: AppOptions) {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  setErrorPolicy(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '港校指南 HK School Guide API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  const context = { handle, store, cache: new ResponseCache() };
  await app.register(schoolsRoutes, context);
  await app.register(metaRoutes, context);
  await app.register(placesRoutes, context);
  await app.register(addressRoutes, { lookup: new AddressLookup({ ...addressLookup, url: addressLookup?.url ?? addressLookupUrlFromEnv() }) });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await serveClient(app, clientDir);
  return app;
}
