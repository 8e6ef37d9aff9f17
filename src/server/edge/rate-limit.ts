// Requests per client address and window on /api (429, Retry-After, { message }), /api/health[/…] counted apart;
// pages and assets are not limited. With a Redis URL every server process shares the counters; when Redis
// cannot be reached, requests pass (a limit is not worth an outage) and the log says so once.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { EdgeOptions } from './edge-env.ts';

const API_PATH = /^\/api(\/|\?|$)/;
/** /api/health and the paths under it (readiness): counted apart, so that a busy client does not fail a probe. */
const HEALTH_PATH = /^\/api\/health(\/|\?|$)/;

/** How long start-up waits for Redis to answer: never long, as requests pass unlimited without it. */
const REDIS_START_WAIT_MS = 2000;

async function connectRedis(app: FastifyInstance, url: string, readyWaitMs: number | undefined): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ reason: error.message }, 'rate limit store (Redis) unavailable: requests are not limited');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('rate limit store (Redis) is back');
    down = false;
  });
  app.addHook('onClose', async () => redis.disconnect());
  // Start with the shared counters when Redis answers at once; never hold the start-up for it: go on at its first
  // error or after 2 s. With readyWaitMs (tests), wait through connection errors until it is ready, at most that long.
  const ready = new Promise((resolve) => redis.once('ready', resolve));
  const failed = new Promise((resolve) => redis.once('error', resolve));
  const waited = new Promise((resolve) => setTimeout(resolve, readyWaitMs ?? REDIS_START_WAIT_MS).unref());
  await Promise.race(readyWaitMs === undefined ? [ready, failed, waited] : [ready, waited]);
  return redis;
}

/**
 * The limits of /api, and the plugin a route's own limit takes (`config.rateLimit`, e.g. follows created an hour),
 * which holds whether /api is limited or not (max 0).
 */
export async function addRateLimits(app: FastifyInstance, options: EdgeOptions['rateLimit']): Promise<void> {
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl, options.redisReadyWaitMs) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.max,
    timeWindow: options.windowMs,
    cache: 10_000,
    ...(redis ? { redis, nameSpace: options.namespace } : {}),
    skipOnError: true,
    // The limit headers on the 429 only (with Retry-After): on every answer they cost more than they tell.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests from this address: at most ${context.max} in ${options.windowMs / 1000} s; try again in ${context.after}`), {
        statusCode: context.statusCode,
      }),
  });
  if (options.max === 0) return;
  const api = app.rateLimit();
  const health = app.rateLimit({ max: options.healthMax }); // its own counters (a child store)

  // A callback hook that calls `done` itself and returns nothing: Fastify runs the rest of the request once more
  // when a callback hook also returns a promise (that re-validated the query of a slow handler: a 400 after the
  // handler had started, then "reply already sent"), and an async hook of ours would wrap the limiter's promise once
  // more on every request. request.url, not request.routeOptions (a new object at each read).
  // A route with its own limit (config.rateLimit: POST /api/follows) is counted by it alone: the plugin runs one
  // limiter per request, so this one would take its place.
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.method !== 'GET' && request.routeOptions.config?.rateLimit;
    const limit = own ? undefined : HEALTH_PATH.test(request.url) ? health : API_PATH.test(request.url) ? api : undefined;
    if (limit) void limit.call(app, request, reply).then(() => done(), done);
    else done();
  });
}
