import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { edgeOptionsFromEnv } from './edge-env.ts';

describe('edgeOptionsFromEnv', () => {
  it('gives the documented defaults, with empty variables counting as unset', () => {
    const options = edgeOptionsFromEnv({ TRUST_PROXY: '', REDIS_URL: '' });
    expect(options).toMatchObject({
      trustProxy: [],
      rateLimit: { max: 600, healthMax: 120, windowMs: 60_000, redisUrl: undefined },
      maxConnectionsPerAddress: 256,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 10_000, idleMs: 60_000 },
      overload: { maxInFlight: 0, maxEventLoopDelayMs: 200, maxHeapUsedBytes: 0 },
    });
    expect(edgeOptionsFromEnv({ OVERLOAD_EVENT_LOOP_DELAY: 'off' }).overload.maxEventLoopDelayMs).toBe(0);
    expect(options.maxConnections).toBeGreaterThanOrEqual(64);
    expect(options.maxConnections).toBeLessThanOrEqual(10_000);
  });

  it('reads lists, seconds and off', () => {
    const options = edgeOptionsFromEnv({
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      RATE_LIMIT_MAX: 'off',
      RATE_LIMIT_WINDOW: '10',
      MAX_CONNECTIONS: '500',
      HEADERS_TIMEOUT: '20',
      REQUEST_TIMEOUT: '5',
      REDIS_URL: 'redis://cache:6379/0',
    });
    expect(options).toMatchObject({
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1'],
      rateLimit: { max: 0, windowMs: 10_000, redisUrl: 'redis://cache:6379/0' },
      maxConnections: 500,
      timeouts: { headersMs: 20_000, requestMs: 20_000 }, // a whole request has at least the headers' time
    });
    expect(edgeOptionsFromEnv({ TRUST_PROXY: 'off' }).trustProxy).toEqual([]);
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be off or a comma-separated list'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be at least 1'],
    [{ RATE_LIMIT_WINDOW: '1m' }, 'RATE_LIMIT_WINDOW must be a whole number'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must start with redis://'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '-5' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
    [{ KEEP_ALIVE_TIMEOUT: '0' }, 'KEEP_ALIVE_TIMEOUT must be at least 1'],
  ])('refuses %o, naming the variable, here and at start-up', (env, message) => {
    expect(() => edgeOptionsFromEnv(env)).toThrow(message);
    expect(() => readEnv(env)).toThrow(message);
  });
});
