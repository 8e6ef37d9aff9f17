// Shedding under overload (src/server/edge/overload.ts): while as many requests as allowed are in progress, the event
// loop lags or the heap is over its limit, a request gets a quick 503 with Retry-After and a { message }; the health check answers and says so; once the lag
// is over, requests are served again. The lag is made here (the test keeps the event loop busy), not hoped for from
// the host; how fast answers come under real load is measured by `npm run bench:overload`.
import { afterEach, describe, expect, it } from 'vitest';
import type { EdgeOptions } from '../src/server/edge/edge-env.ts';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type Started } from './edge-app.ts';
import { heldAddressLookup } from './server-process.ts';

let started: Started | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

async function appWith(overload: Partial<EdgeOptions['overload']>, addressLookupUrl = 'off') {
  const edge = edgeWith();
  const options = { edge: { ...edge, overload: { ...edge.overload, ...overload } }, addressLookup: { url: addressLookupUrl } };
  started = await startApp(testDatabases()[0]!, options, false);
  return started.app;
}

/** Keeps the event loop busy for `ms` (as a process flooded with requests is). */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('shedding under overload', () => {
  it('answers with a quick 503 while as many requests as allowed are in progress, and serves again once one ends', async () => {
    const lookup = await heldAddressLookup(); // holds its answer: the request waiting on it stays in progress
    try {
      const app = await appWith({ maxInFlight: 1 }, lookup.url);
      const held = app.inject(`/api/address?q=${encodeURIComponent('沙田正街')}`);
      await lookup.received;
      const shed = await app.inject('/api/counts');
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect(shed.json()).toEqual({ message: 'The server is overloaded (too many requests in progress): please try again in 1 s' });
      expect((await app.inject('/api/health')).json()).toEqual({ message: 'The server is overloaded: it answers other requests with 503 for now' });
      lookup.release();
      expect((await held).statusCode).toBe(200);
      expect((await app.inject('/api/counts')).statusCode).toBe(200);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await lookup.close();
    }
  });

  it('answers with a quick 503 and Retry-After while the heap is over its limit; the health check says so', async () => {
    const app = await appWith({ maxHeapUsedBytes: 1, sampleIntervalMs: 10 }); // any heap is over 1 byte
    await expect.poll(async () => (await app.inject('/api/counts')).statusCode).toBe(503);
    const shed = await app.inject('/api/schools?name=%E8%81%96');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.headers['x-content-type-options']).toBe('nosniff');
    expect(shed.json()).toEqual({ message: 'The server is overloaded (its memory is nearly full): please try again in 1 s' });
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: 'The server is overloaded: it answers other requests with 503 for now' });
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('sheds while the event loop lags, and serves again once it does not', async () => {
    const app = await appWith({ maxEventLoopDelayMs: 50, sampleIntervalMs: 100 });
    expect((await app.inject('/api/counts')).statusCode).toBe(200);
    // A lag that lasts: the loop busy 200 ms at a time, a request between, until one is shed (50 rounds: a hang bound).
    let shed;
    for (let round = 0; round < 50 && !shed; round++) {
      busy(200);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const response = await app.inject('/api/counts');
      if (response.statusCode === 503) shed = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(shed?.json()).toEqual({ message: 'The server is overloaded (its event loop lags): please try again in 1 s' });
    expect((await app.inject('/api/health')).statusCode).toBe(503);
    await expect.poll(async () => (await app.inject('/api/counts')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('serves every request when the limits are off', async () => {
    const app = await appWith({});
    busy(300);
    expect((await app.inject('/api/counts')).statusCode).toBe(200);
    expect(app.isOverloaded()).toBe(false);
  });
});
