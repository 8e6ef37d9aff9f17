// Requests per client address and window on /api (429, Retry-After, { message }), /api/health counted apart;
// pages and assets are not limited. With a Redis URL every server process shares the counters; when Redis
// cannot be reached, requests pass (a limit is not worth an outage) and the log says so once. The counters are
// rate-limiter-flexible's, which the answers sent before Fastify (early-answers.ts) count with too (decision
// record 035).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressGroup } from './connection-cap.ts';
import type { EdgeOptions } from './edge-env.ts';

/** A route's own limit (`config.rateLimit`, e.g. follows created an hour), counted apart and instead of /api's. */
export interface RouteLimit {
  /** Names its counters (shared through Redis). */
  name: string;
  max: number;
  windowMs: number;
  /** The 429's message. */
  message: (max: number, retryAfterSeconds: number) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteLimit;
  }
}

/** A request over its limit: the 429's limit, Retry-After and message. */
export interface Refusal {
  max: number;
  retryAfterSeconds: number;
  message: string;
}

/** Counting a request: undefined when nothing limits it, else whether it was refused. */
export type Counted = Promise<Refusal | undefined> | undefined;

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

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The limits of /api and /api/health, and the routes' own ones, counted per client address (an IPv6 /64). */
export class RateLimits {
  private readonly api?: { limiter: RateLimiterAbstract; limit: RouteLimit };
  private readonly health?: { limiter: RateLimiterAbstract; limit: RouteLimit };
  private readonly routes = new Map<RouteLimit, RateLimiterAbstract>();
  private readonly options: EdgeOptions['rateLimit'];
  private readonly redis: Redis | undefined;

  constructor(options: EdgeOptions['rateLimit'], redis?: Redis) {
    this.options = options;
    this.redis = redis;
    if (options.max === 0) return;
    const message = (max: number, retryAfterSeconds: number) =>
      `Too many requests from this address: at most ${max} in ${options.windowMs / 1000} s; try again in ${retryAfterSeconds} s`;
    const api: RouteLimit = { name: 'api', max: options.max, windowMs: options.windowMs, message };
    const health: RouteLimit = { name: 'health', max: options.healthMax, windowMs: options.windowMs, message };
    this.api = { limit: api, limiter: this.limiterOf(api) };
    this.health = { limit: health, limiter: this.limiterOf(health) };
  }

  private limiterOf({ name, max, windowMs }: RouteLimit): RateLimiterAbstract {
    const settings = { points: max, duration: seconds(windowMs), keyPrefix: `${this.options.namespace}${name}` };
    return this.redis ? new RateLimiterRedis({ ...settings, storeClient: this.redis, rejectIfRedisNotReady: true }) : new RateLimiterMemory(settings);
  }

  /** Counts a request from `ip` for `url`, under the route's own limit when it has one. */
  count(url: string, ip: string, own?: RouteLimit): Counted {
    let counter: { limiter: RateLimiterAbstract; limit: RouteLimit } | undefined;
    if (own) {
      let limiter = this.routes.get(own);
      if (!limiter) this.routes.set(own, (limiter = this.limiterOf(own)));
      counter = { limiter, limit: own };
    } else counter = HEALTH_PATH.test(url) ? this.health : API_PATH.test(url) ? this.api : undefined;
    if (!counter) return undefined;
    const { limiter, limit } = counter;
    return limiter.consume(addressGroup(ip)).then(
      () => undefined,
      (over: unknown) => {
        // An error of the store (Redis unreachable): the request passes (the client's 'error' event logs it once).
        if (!(over instanceof RateLimiterRes)) return undefined;
        const retryAfterSeconds = seconds(over.msBeforeNext);
        return { max: limit.max, retryAfterSeconds, message: limit.message(limit.max, retryAfterSeconds) };
      },
    );
  }
}

/** Requests counted already, before Fastify (early-answers.ts), and handed to it: not counted twice. */
const countedBefore = new WeakMap<IncomingMessage, Promise<Refusal | undefined>>();

export function handOverCounted(request: IncomingMessage, counted: Promise<Refusal | undefined>): void {
  countedBefore.set(request, counted);
}

/** 429 with Retry-After and the limit's headers (on the 429 only: on every answer they cost more than they tell). */
const refuse = (reply: FastifyReply, { max, retryAfterSeconds, message }: Refusal) =>
  reply
    .code(429)
    .headers({ 'retry-after': retryAfterSeconds, 'x-ratelimit-limit': max, 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': retryAfterSeconds })
    .send({ message });

/** The limits of /api, and a route's own limit (`config.rateLimit`, e.g. follows created an hour), which holds
 * whether /api is limited or not (max 0). */
export async function addRateLimits(app: FastifyInstance, options: EdgeOptions['rateLimit']): Promise<RateLimits> {
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl, options.redisReadyWaitMs) : undefined;
  const limits = new RateLimits(options, redis);
  // A callback hook that calls `done` itself and returns nothing: Fastify runs the rest of the request once more
  // when a callback hook also returns a promise (that re-validated the query of a slow handler: a 400 after the
  // handler had started, then "reply already sent"). request.url, not request.routeOptions (a new object at each
  // read), except for the routes other than GET, the only ones with limits of their own.
  app.addHook('onRequest', (request, reply, done) => {
    const counted =
      countedBefore.get(request.raw) ?? limits.count(request.url, request.ip, request.method === 'GET' ? undefined : request.routeOptions.config.rateLimit);
    if (!counted) return done();
    counted.then((refusal) => (refusal ? void refuse(reply, refusal) : done()), done);
  });
  return limits;
}
