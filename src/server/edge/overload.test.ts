// The lag of a read model rebuilt after an import is not overload (overload.ts): every process rebuilds at once, so
// shedding then would leave nginx no process to turn to. The same lag without a rebuild sheds. The lag is made here
// (the loop kept busy), and each check goes on until the sampled delay shows it, so the host's speed does not matter.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { shedOverload } from './overload.ts';

// The production sample of a second: a rebuild is excused for two of them, far longer than a request takes here.
const OPTIONS = { maxInFlight: 0, maxEventLoopDelayMs: 50, maxHeapUsedBytes: 0, sampleIntervalMs: 1000, retryAfterSeconds: 1 };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function appRebuiltAt(rebuiltAt: () => number) {
  const app = Fastify();
  await shedOverload(app, OPTIONS, rebuiltAt);
  app.get('/x', async () => ({ ok: true }));
  await app.ready();
  close = () => app.close();
  return app;
}

/** Keeps the event loop busy for `ms`, then lets a timer run (under-pressure samples the delay on one). */
async function lag(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
  await new Promise((resolve) => setTimeout(resolve, 1));
}

const ROUNDS = 100; // a bound against a hang only

describe('shedding and the read model rebuild', () => {
  it('answers during the lag of a rebuild, and sheds the same lag without one', async () => {
    let rebuiltAt = Number.NEGATIVE_INFINITY;
    const app = await appRebuiltAt(() => rebuiltAt);

    // A rebuild in each round: the delay goes over the limit, and every request is answered.
    let lagSeen = false;
    for (let round = 0; round < ROUNDS && !lagSeen; round++) {
      await lag(200);
      rebuiltAt = performance.now();
      lagSeen = app.memoryUsage().eventLoopDelay > OPTIONS.maxEventLoopDelayMs;
      expect((await app.inject('/x')).statusCode).toBe(200);
      expect(app.isOverloaded()).toBe(false);
    }
    expect(lagSeen).toBe(true);

    // The same lag long after the last rebuild: shed.
    rebuiltAt = performance.now() - 10 * OPTIONS.sampleIntervalMs;
    let shed;
    for (let round = 0; round < ROUNDS && !shed; round++) {
      await lag(200);
      const response = await app.inject('/x');
      if (response.statusCode === 503) shed = response;
    }
    expect(shed?.json()).toEqual({ message: 'The server is overloaded (its event loop lags): please try again in 1 s' });
  });
});
