// Rate limits per client address: 429 with Retry-After and { message } on /api, /api/health counted apart,
// pages and assets never limited; X-Forwarded-For believed only from TRUST_PROXY's addresses.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeBuiltClient } from './fake-client.ts';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type EdgeChanges, type Started } from './edge-app.ts';

let started: Started | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

async function app(changes: EdgeChanges, clientDir?: string) {
  started = await startApp(testDatabases()[0]!, { edge: edgeWith(changes), clientDir }, false);
  return (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    started!.app.inject({ method: 'GET', url, headers, remoteAddress });
}

describe('rate limits', () => {
  it('answers the request over the limit with a 429, Retry-After and a JSON message', async () => {
    // A window of 10 minutes: Retry-After counts down from it while the test runs, however slowly.
    const get = await app({ rateLimit: { max: 3, windowMs: 600_000 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('/api/counts')).statusCode);
    const over = await get('/api/schools?limit=1');
    expect(statuses).toEqual([200, 200, 200]);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(over.headers['content-type']).toMatch(/application\/json/);
    expect([over.headers['x-ratelimit-limit'], over.headers['x-ratelimit-remaining'], over.headers['x-ratelimit-reset']]).toEqual(['3', '0', over.headers['retry-after']]);
    expect(over.json()).toEqual({ message: expect.stringMatching(/^Too many requests from this address: at most 3 in 600 s; try again in/) });
    expect((await get('/api/counts', {}, '127.0.0.2')).statusCode).toBe(200); // another address has its own count
  });

  it('lets a slow API handler run once, its query validated once', async () => {
    started = await startApp(testDatabases()[0]!, { edge: edgeWith({ rateLimit: { max: 100 } }) }, false);
    let calls = 0;
    started.app.get('/api/slow', { schema: { querystring: z.strictObject({ n: z.string().transform(Number) }) } }, async (request) => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { n: request.query.n };
    });
    const response = await started.app.inject({ method: 'GET', url: '/api/slow?n=7' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ n: 7 });
    expect(calls).toBe(1);
  });

  it('counts /api/health apart, with its own limit', async () => {
    const get = await app({ rateLimit: { max: 2, healthMax: 4 } });
    for (let i = 0; i < 3; i++) await get('/api/counts');
    expect((await get('/api/counts')).statusCode).toBe(429);
    const health = [];
    for (let i = 0; i < 5; i++) health.push((await get('/api/health')).statusCode);
    expect(health).toEqual([200, 200, 200, 200, 429]);
  });

  it('never limits pages and assets', async () => {
    const get = await app({ rateLimit: { max: 1 } }, fakeBuiltClient());
    for (const url of ['/', '/schools', '/assets/app-1.js', '/', '/map', '/assets/app-1.js']) expect((await get(url)).statusCode, url).toBe(200);
    await get('/api/counts');
    expect((await get('/api/counts')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const get = await app({ rateLimit: { max: 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('/api/counts', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts each client behind a trusted proxy apart, and believes no one else', async () => {
    const get = await app({ rateLimit: { max: 2 }, trustProxy: ['10.0.0.1'] });
    const viaProxy = (client: string) => get('/api/counts', { 'x-forwarded-for': client }, '10.0.0.1');
    expect([(await viaProxy('198.51.100.1')).statusCode, (await viaProxy('198.51.100.1')).statusCode]).toEqual([200, 200]);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
    // Not from the proxy: the header is not believed, the socket's address is counted.
    const forged = [];
    for (let i = 0; i < 3; i++) forged.push((await get('/api/counts', { 'x-forwarded-for': `203.0.113.${i}` }, '192.0.2.9')).statusCode);
    expect(forged).toEqual([200, 200, 429]);
  });
});
