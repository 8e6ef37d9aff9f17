// Shedding under overload (issue 29, decision record 007): more requests than a process can serve get a quick 503
// with Retry-After and a { message } instead of a place in a queue that grows, so that the requests answered stay
// fast and nginx sends the others to another process (proxy_next_upstream http_503). Three limits: requests in
// progress at once (a page render or a search waits behind every other one in progress), the event loop's mean delay
// over the last second, and the heap (those two by @fastify/under-pressure). The health routes are answered still,
// and /api/health says so (meta-routes.ts). A lag the process made itself by rebuilding its read model after an import
// is not overload: every process rebuilds at the same moment, so shedding then would leave nginx no process to turn to,
// and the requests held by the rebuild have waited already. They are answered until the lag is measured without it.
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

/**
 * `rebuiltAt`: when the read model was last rebuilt (performance.now(), SchoolStore.rebuiltAt). The event loop's delay
 * is a mean over a sample: the sample that held a rebuild, and the next, are not counted.
 */
export async function shedOverload(app: FastifyInstance, options: EdgeOptions['overload'], rebuiltAt: () => number): Promise<void> {
  const lagOfRebuild = () => performance.now() - rebuiltAt() < 2 * options.sampleIntervalMs;
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
      reply.raw.on('close', () => (inFlight -= 1)); // closes once (connection-cap.ts)
      done();
    });
  }

  const measured = options.maxEventLoopDelayMs > 0 || options.maxHeapUsedBytes > 0;
  if (measured) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      sampleInterval: options.sampleIntervalMs,
      // A body of our own ({ message }, as every error), no error logged per request shed: under-pressure sends what
      // the handler returns (its handlePressure), though its types say void.
      pressureHandler: (_request, reply, type) => (type === 'eventLoopDelay' && lagOfRebuild() ? undefined : (shed(reply, type) as unknown as void)),
    });
  }
  // under-pressure's own isUnderPressure() would count a rebuild's lag.
  const pressed = () => {
    if (!measured) return false;
    const { eventLoopDelay, heapUsed } = app.memoryUsage();
    const lags = options.maxEventLoopDelayMs > 0 && eventLoopDelay > options.maxEventLoopDelayMs && !lagOfRebuild();
    return lags || (options.maxHeapUsedBytes > 0 && heapUsed > options.maxHeapUsedBytes);
  };
  app.decorate('isOverloaded', () => full() || pressed());
}
