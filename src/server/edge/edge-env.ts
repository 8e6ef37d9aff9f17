// The HTTP edge's environment: proxy, rate limits, connection caps and timeouts (docs/decisions/007-http-edge.md).
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

const count = (name: string, min: number) =>
  z.string().regex(/^\d+$/, `${name} must be a whole number`).transform(Number).pipe(z.number().min(min, `${name} must be at least ${min}`));
const seconds = (name: string, fallback: number) => count(name, 1).transform((s) => s * 1000).default(fallback * 1000);
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
};

/** The default cap on open sockets: below this process's open-file limit (Linux), and at most 10,000. */
function defaultMaxConnections(): number {
  let limits = '';
  try {
    limits = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    // not Linux: no limit to read
  }
  const limit = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
  // Room for the database, log and data files.
  return limit === undefined ? 10_000 : Math.max(64, Math.min(10_000, Number(limit) - 256));
}

export const edgeEnvShape = {
  TRUST_PROXY: z
    .string()
    .transform((list) => (list === 'off' ? [] : list.split(',').map((entry) => entry.trim())))
    .refine((list) => list.every(isProxyAddress), 'TRUST_PROXY must be off or a comma-separated list of IP addresses or CIDR ranges')
    .default([]),
  RATE_LIMIT_MAX: z.union([z.literal('off').transform(() => 0), count('RATE_LIMIT_MAX', 1)]).default(600),
  RATE_LIMIT_WINDOW: seconds('RATE_LIMIT_WINDOW', 60),
  RATE_LIMIT_HEALTH_MAX: count('RATE_LIMIT_HEALTH_MAX', 1).default(120),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  MAX_CONNECTIONS: count('MAX_CONNECTIONS', 1).optional(),
  MAX_CONNECTIONS_PER_ADDRESS: count('MAX_CONNECTIONS_PER_ADDRESS', 1).default(256),
  HEADERS_TIMEOUT: seconds('HEADERS_TIMEOUT', 10),
  REQUEST_TIMEOUT: seconds('REQUEST_TIMEOUT', 30),
  KEEP_ALIVE_TIMEOUT: seconds('KEEP_ALIVE_TIMEOUT', 10),
  CONNECTION_TIMEOUT: seconds('CONNECTION_TIMEOUT', 60),
  OVERLOAD_MAX_IN_FLIGHT: z.union([z.literal('off').transform(() => 0), count('OVERLOAD_MAX_IN_FLIGHT', 1)]).default(0),
  // 200 ms: at 200 connections the pages answered had a p99 under 1 s (decision record 007).
  OVERLOAD_EVENT_LOOP_DELAY: z.union([z.literal('off').transform(() => 0), count('OVERLOAD_EVENT_LOOP_DELAY', 1)]).default(200),
  OVERLOAD_HEAP_MB: z.union([z.literal('off').transform(() => 0), count('OVERLOAD_HEAP_MB', 1)]).default(0),
};
const edgeEnvSchema = z.object(edgeEnvShape);

export interface EdgeOptions {
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses or CIDR ranges); empty: none. */
  trustProxy: string[];
  /**
   * Requests per window and client address on /api (0: no limit), and on /api/health apart. `redisReadyWaitMs`
   * (tests): start-up waits that long for Redis to be ready, through connection errors, instead of going on
   * at Redis's first error or after 2 s.
   */
  rateLimit: { max: number; healthMax: number; windowMs: number; redisUrl?: string; namespace: string; redisReadyWaitMs?: number };
  /** Open sockets in all, and from one address (an IPv6 /64); trusted proxies are exempt from the latter. */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number; idleMs: number; checkIntervalMs: number };
  /**
   * Shedding under overload (edge/overload.ts): a quick 503 while `maxInFlight` requests are in progress, the event
   * loop's mean delay over the last sample exceeds `maxEventLoopDelayMs` or the heap `maxHeapUsedBytes` (0: that check off).
   */
  overload: { maxInFlight: number; maxEventLoopDelayMs: number; maxHeapUsedBytes: number; sampleIntervalMs: number; retryAfterSeconds: number };
}

export function edgeOptionsFromEnv(source: NodeJS.ProcessEnv = process.env): EdgeOptions {
  const parsed = edgeEnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const env = parsed.data;
  return {
    trustProxy: env.TRUST_PROXY,
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      healthMax: env.RATE_LIMIT_HEALTH_MAX,
      windowMs: env.RATE_LIMIT_WINDOW,
      redisUrl: env.REDIS_URL,
      namespace: 'hk-school-guide:rate:',
    },
    maxConnections: env.MAX_CONNECTIONS ?? defaultMaxConnections(),
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT,
      requestMs: Math.max(env.REQUEST_TIMEOUT, env.HEADERS_TIMEOUT),
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT,
      idleMs: env.CONNECTION_TIMEOUT,
      checkIntervalMs: 1000,
    },
    overload: {
      maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY,
      maxHeapUsedBytes: env.OVERLOAD_HEAP_MB * 1024 * 1024,
      // A mean over a second: a lag that lasts, not one long task (a data reload), sheds.
      sampleIntervalMs: 1000,
      retryAfterSeconds: 1,
    },
  };
}
