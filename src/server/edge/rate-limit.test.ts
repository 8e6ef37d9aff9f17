// Rate limits with Redis unreachable: start-up goes on at Redis's first error and no request is refused. The clock
// is stopped (no timer fires), so start-up ending proves it did not wait out its 2 s limit, however slow the host.
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { edgeOptionsFromEnv } from './edge-env.ts';
import { addRateLimits } from './rate-limit.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limits when Redis is down', () => {
  it('start at Redis’s first error, without waiting, and refuse no request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify();
    try {
      const rateLimit = { ...edgeOptionsFromEnv({}).rateLimit, max: 3, healthMax: 2, redisUrl: 'redis://127.0.0.1:1' };
      await addRateLimits(app, rateLimit);
      app.get('/api/counts', async () => ({}));
      app.get('/api/health', async () => ({}));
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await app.inject('/api/counts')).statusCode);
      for (let i = 0; i < 3; i++) statuses.push((await app.inject('/api/health')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});
