// Timeouts: a socket whose headers never end, a body that never arrives and an idle keep-alive connection
// are closed by the server, not before their timeouts (short ones here; the defaults are in src/server/edge/edge-env.ts).
// Each case has an app of its own in which only the timeout it tests is short: a complete request is never
// caught by another short timeout while a busy host is slow to read it.
import { afterEach, describe, expect, it } from 'vitest';
import type { EdgeOptions } from '../src/server/edge/edge-env.ts';
import { testDatabases } from './databases.ts';
import { edgeWith, sendRaw, startApp, type Started } from './edge-app.ts';

let started: Started | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

/**
 * Sends raw bytes to an app with these timeouts. The server must close the socket (the guard against a hang waits
 * 30 s), not before its timeout: how long after it depends on the host, so that is not asserted.
 */
async function timed(timeouts: Partial<EdgeOptions['timeouts']>, raw: string) {
  started = await startApp(testDatabases()[0]!, { edge: edgeWith({ timeouts: { checkIntervalMs: 100, ...timeouts } }) });
  const t0 = performance.now();
  const { text, closedBy } = await sendRaw(started.port, raw);
  return { answer: text, closedBy, ms: performance.now() - t0 };
}

describe('timeouts', () => {
  it('closes a socket whose headers never end with a 408 after the headers timeout', async () => {
    const { answer, closedBy, ms } = await timed({ headersMs: 400 }, 'GET /api/counts HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedBy).toBe('server');
    expect(ms).toBeGreaterThanOrEqual(400 - 50);
  });

  it('closes a connection whose body never arrives after the request timeout', async () => {
    // Node wants the headers timeout no longer than the request timeout.
    const { answer, closedBy, ms } = await timed({ headersMs: 800, requestMs: 800 }, 'GET /api/counts HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc');
    expect(closedBy).toBe('server');
    expect(ms).toBeGreaterThanOrEqual(800 - 50);
    expect(answer).not.toMatch(/ 5\d\d /);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { answer, closedBy, ms } = await timed({ keepAliveMs: 300 }, 'GET /api/counts HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedBy).toBe('server');
    // Node keeps the socket a second past the timeout it announces, for clients' clocks.
    expect(ms).toBeGreaterThanOrEqual(300);
  });
});
