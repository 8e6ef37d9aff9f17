// The security headers on every kind of reply: HTML, API, assets, errors of the routes, Fastify's early
// errors and the raw answers to requests Node cannot parse; HSTS only for HTTPS through a trusted proxy.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBuiltClient } from './fake-client.ts';
import { SECURITY_HEADERS } from '../src/server/edge/security-headers.ts';
import { testDatabases } from './databases.ts';
import { edgeWith, rawHeaders, sendRaw, startApp, type Started } from './edge-app.ts';

const EXPECTED = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringMatching(/^geolocation=\(self\), .*camera=\(\)/),
  'x-frame-options': 'DENY',
  // The browser tests' Chromium does not enforce it (e2e/browser.ts): checked here.
  'cross-origin-opener-policy': 'same-origin',
};

describe.each(testDatabases())('security headers on $name', (db) => {
  let started: Started;
  beforeAll(async () => {
    started = await startApp(db, { clientDir: fakeBuiltClient(), edge: edgeWith({ rateLimit: { max: 5, healthMax: 1 } }) });
  });
  afterAll(() => started.close());
  // Each case from an address of its own: its own rate-limit counts, whatever ran before it.
  let client = 0;
  beforeEach(() => {
    client += 1;
  });
  const get = (url: string, method: 'GET' | 'POST' = 'GET') => started.app.inject({ method, url, remoteAddress: `198.51.100.${client}` });

  it.each([
    ['an HTML page', '/schools', 200],
    ['an API answer', '/api/counts', 200],
    ['an asset', '/assets/app-1.js', 200],
    ['a 404', '/api/nothing', 404],
    ['a 400 (validation)', '/api/schools?page=x', 400],
    ['a 400 (bad %-encoding)', '/api/schools/%E4%B8', 400],
    ['a 414 (path segment)', `/api/schools/${'1'.repeat(200)}`, 414],
    ['a 414 (address)', `/api/schools?name=${'a'.repeat(9000)}`, 414],
    ['a 405', '/api/counts', 405],
  ])('on %s', async (_kind, url, status) => {
    const response = await get(url, status === 405 ? 'POST' : 'GET');
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('on a 429', async () => {
    await get('/api/health');
    const response = await get('/api/health');
    expect(response.statusCode).toBe(429);
    expect(response.headers).toMatchObject(EXPECTED);
  });

  it.each([
    ['a malformed request line (400)', 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['headers too large (431)', `GET /api/counts HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a request without Host (400)', 'GET /api/counts HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
  ])('on the raw answer to %s', async (_kind, raw, status) => {
    const { text: answer } = await sendRaw(started.port, raw);
    expect(answer.split(' ')[1]).toBe(String(status));
    expect(rawHeaders(answer)).toMatchObject(EXPECTED);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ message: expect.any(String) });
  });

  it('are the same everywhere', () => {
    expect(Object.fromEntries(SECURITY_HEADERS)).toMatchObject(EXPECTED);
  });
});

describe('HSTS', () => {
  let behindProxy: Started;
  let direct: Started;
  beforeAll(async () => {
    behindProxy = await startApp(testDatabases()[0]!, { edge: edgeWith({ trustProxy: ['10.0.0.1'] }) }, false);
    direct = await startApp(testDatabases()[0]!, {}, false);
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });
  const hsts = async (started: Started, remoteAddress: string, proto?: string) => {
    const headers = proto ? { 'x-forwarded-proto': proto } : undefined;
    return (await started.app.inject({ method: 'GET', url: '/api/counts', headers, remoteAddress })).headers['strict-transport-security'];
  };

  it('is sent only for HTTPS seen by a trusted proxy', async () => {
    expect(await hsts(behindProxy, '10.0.0.1', 'https')).toBe('max-age=31536000');
    expect(await hsts(behindProxy, '10.0.0.1', 'http')).toBeUndefined();
    expect(await hsts(behindProxy, '10.0.0.1')).toBeUndefined();
    expect(await hsts(behindProxy, '192.0.2.9', 'https')).toBeUndefined(); // not the proxy: not believed
    expect(await hsts(direct, '10.0.0.1', 'https')).toBeUndefined(); // no proxy configured
  });
});
