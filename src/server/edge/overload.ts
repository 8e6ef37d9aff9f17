// Shedding under overload (issue 29, decision record 007): more requests than a process can serve get a quick 503
// with Retry-After and a { message } instead of a place in a queue that grows, so that the requests answered stay
// fast and nginx sends the others to another process (proxy_next_upstream http_503). Three limits: requests in
// progress at once (a page render or a search waits behind every other one in progress), the event loop's mean delay
// over the last second, and the heap (those two by @fastify/under-pressure). The health routes are answered still,
// and /api/health says so (meta-routes.ts).
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EdgeOptions } from './edge-env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process sheds requests now (any of the limits reached). */
    isOverloaded(): boolean;
  }
}

const WHY = {
  inFlight: 'too many requests in progress',
  eventLoopDelay: 'its event loop lags',
  heapUsedBytes: 'its memory is nearly full',
} as Record<string, string>;

/** Route config of a route answered under overload too (the health checks): under-pressure's own per-route handler. */
export const ANSWERED_UNDER_PRESSURE = { pressureHandler: () => undefined };
const answeredUnderPressure = (config: object) => 'pressureHandler' in config;

export async function shedOverload(app: FastifyInstance, options: EdgeOptions['overload']): Promise<void> {
  const shed = (reply: FastifyReply, why: string) => {
    void reply.code(503).header('retry-after', String(options.retryAfterSeconds));
    return { message: `The server is overloaded (${WHY[why] ?? why}): please try again in ${options.retryAfterSeconds} s` };
  };

  let inFlight = 0;
  const full = () => options.maxInFlight > 0 && inFlight >= options.maxInFlight;
  if (options.maxInFlight > 0) {
    app.addHook('onRequest', (request, reply, done) => {
      if (answeredUnderPressure(request.routeOptions.config)) return done();
      if (full()) return reply.send(shed(reply, 'inFlight'));
      inFlight += 1;
      reply.raw.once('close', () => (inFlight -= 1));
      done();
    });
  }

  if (options.maxEventLoopDelayMs || options.maxHeapUsedBytes) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      sampleInterval: options.sampleIntervalMs,
      // A body of our own ({ message }, as every error), no error logged per request shed: under-pressure sends what
      // the handler returns (its handlePressure), though its types say void.
      pressureHandler: (_request, reply, type) => shed(reply, type) as unknown as void,
    });
  } else {
    app.decorate('isUnderPressure', () => false);
  }
  app.decorate('isOverloaded', () => full() || app.isUnderPressure());
}
