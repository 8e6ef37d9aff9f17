// Shedding under overload (issue 29, decision record 007): more requests than a process can serve get a quick 503
// with Retry-After and a { message } instead of a place in a queue that grows, so that the requests answered stay
// fast and nginx sends the others to another process (proxy_next_upstream http_503). Three limits: requests in
// progress at once (a page render or a search waits behind every other one in progress), the event loop's mean delay
// over the last second, and the heap (those two sampled by @fastify/under-pressure). The health routes are answered
// still, and /api/health says so (meta-routes.ts). A lag the process made itself by rebuilding its read model after an
// import is not overload: every process rebuilds at the same moment, so shedding then would leave nginx no process to
// turn to, and the requests held by the rebuild have waited already. They are answered until the lag is measured
// without it.
import type { ServerResponse } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EdgeOptions } from './edge-env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process sheds requests now (any of the limits reached). */
    isOverloaded(): boolean;
  }
  interface FastifyContextConfig {
    /** Answered under overload too, and not counted in progress (the health checks). */
    answeredUnderOverload?: true;
  }
}

const WHY = {
  inFlight: 'too many requests in progress',
  eventLoopDelay: 'its event loop lags',
  heapUsedBytes: 'its memory is nearly full',
};

/** Route config of a route answered under overload too (the health checks). */
export const ANSWERED_UNDER_OVERLOAD = { answeredUnderOverload: true } as const;

/** The check of shedOverload's hook, for the answers sent before Fastify (early-answers.ts). */
export interface Overload {
  /** Whether any of the limits is reached now. */
  reached(): boolean;
  /** Counts a response in progress until it closes. */
  track(response: ServerResponse): void;
}

/**
 * `rebuiltAt`: when the read model was last rebuilt (performance.now(), SchoolStore.rebuiltAt). The event loop's delay
 * is a mean over a sample: the sample that held a rebuild, and the next, are not counted.
 */
export async function shedOverload(app: FastifyInstance, options: EdgeOptions['overload'], rebuiltAt: () => number): Promise<Overload> {
  const lagOfRebuild = () => performance.now() - rebuiltAt() < 2 * options.sampleIntervalMs;
  const shed = (reply: FastifyReply, why: keyof typeof WHY) => {
    void reply.code(503).header('retry-after', String(options.retryAfterSeconds));
    return { message: `The server is overloaded (${WHY[why]}): please try again in ${options.retryAfterSeconds} s` };
  };

  let inFlight = 0;
  const measured = options.maxEventLoopDelayMs > 0 || options.maxHeapUsedBytes > 0;
  // under-pressure samples the event loop's delay and the heap; given no limits, it adds no hook of its own: the
  // three limits are checked below, in one hook, by the one check /api/health asks too (decision record 007).
  if (measured) await app.register(underPressure, { sampleInterval: options.sampleIntervalMs });
  /** The limit reached now, if any (under-pressure's own check would count a rebuild's lag). */
  const reached = (): keyof typeof WHY | undefined => {
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight) return 'inFlight';
    if (!measured) return undefined;
    const { eventLoopDelay, heapUsed } = app.memoryUsage();
    if (options.maxEventLoopDelayMs > 0 && eventLoopDelay > options.maxEventLoopDelayMs && !lagOfRebuild()) return 'eventLoopDelay';
    if (options.maxHeapUsedBytes > 0 && heapUsed > options.maxHeapUsedBytes) return 'heapUsedBytes';
    return undefined;
  };

  const overload: Overload = {
    reached: () => reached() !== undefined,
    track: (response) => {
      if (options.maxInFlight === 0) return;
      inFlight += 1;
      response.on('close', () => (inFlight -= 1)); // closes once (connection-cap.ts)
    },
  };
  if (options.maxInFlight > 0 || measured) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.answeredUnderOverload) return done();
      const why = reached();
      if (why) return reply.send(shed(reply, why));
      overload.track(reply.raw);
      done();
    });
  }
  app.decorate('isOverloaded', overload.reached);
  return overload;
}
