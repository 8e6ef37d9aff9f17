// Timeouts: a socket whose headers never end, a body that never arrives and an idle keep-alive connection
// are closed on time (short timeouts here; the defaults are in src/server/edge/edge-env.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { edgeWith, sendRaw, startApp, type Started } from './edge-app.ts';

describe('timeouts', () => {
  let started: Started;
  const timeouts = { headersMs: 400, requestMs: 800, keepAliveMs: 300, checkIntervalMs: 100 };
  beforeAll(async () => {
    started = await startApp(testDatabases()[0]!, { edge: edgeWith({ timeouts }) });
  });
  afterAll(() => started.close());

  const timed = async (raw: string) => {
    const t0 = performance.now();
    const answer = await sendRaw(started.port, raw, 10_000);
    return { answer, ms: performance.now() - t0 };
  };

  it('closes a socket whose headers never end with a 408 after the headers timeout', async () => {
    const { answer, ms } = await timed('GET /api/counts HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(ms).toBeLessThan(timeouts.headersMs + 1000);
  });

  it('closes a connection whose body never arrives after the request timeout', async () => {
    const { answer, ms } = await timed('GET /api/counts HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc');
    expect(ms).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(ms).toBeLessThan(timeouts.requestMs + 1000);
    expect(answer).not.toMatch(/ 5\d\d /);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { answer, ms } = await timed('GET /api/counts HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    // Node keeps the socket a second past the timeout it announces, for clients' clocks.
    expect(ms).toBeGreaterThanOrEqual(timeouts.keepAliveMs);
    expect(ms).toBeLessThan(timeouts.keepAliveMs + 2000);
  });
});
