// With REDIS_URL every server process shares the rate-limit counters (the local Redis, 127.0.0.1:6379, or
// TEST_REDIS_URL; with CI=true an unreachable Redis is a failure). Without Redis, requests are not refused: that is
// tested on its own in src/server/edge/rate-limit.test.ts.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type Started } from './edge-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAMESPACE = `hk-school-guide-test:${randomUUID()}:`;

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 10_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    if (process.env.CI === 'true') throw new Error(`Redis is required in CI but ${REDIS_URL} is unreachable`);
    return false;
  } finally {
    client.disconnect();
  }
}

const apps: Started[] = [];
afterAll(async () => {
  for (const started of apps.splice(0)) await started.close();
});

async function instance(redisUrl: string) {
  // Start-up waits until Redis is ready (at most 30 s), not 2 s: else on a busy host the first requests would pass uncounted.
  const edge = edgeWith({ rateLimit: { max: 3, healthMax: 2, redisUrl, namespace: NAMESPACE, redisReadyWaitMs: 30_000 } });
  const started = await startApp(testDatabases()[0]!, { edge }, false);
  apps.push(started);
  return async (url: string) => (await started.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' })).statusCode;
}

describe.runIf(await redisReachable())('rate limits shared through Redis', () => {
  afterAll(async () => {
    const client = new Redis(REDIS_URL);
    const keys = await client.keys(`${NAMESPACE}*`);
    expect(keys.length).toBeGreaterThan(0);
    await client.del(...keys);
    client.disconnect();
  });

  it('counts the requests of one address on two app instances together', async () => {
    const [a, b] = [await instance(REDIS_URL), await instance(REDIS_URL)];
    const statuses = [await a('/api/counts'), await b('/api/counts'), await a('/api/stats'), await b('/api/counts'), await a('/api/counts')];
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // /api/health has its own shared count.
    expect([await b('/api/health'), await a('/api/health'), await b('/api/health')]).toEqual([200, 200, 429]);
  });
});
