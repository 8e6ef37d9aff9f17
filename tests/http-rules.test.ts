// Small HTTP rules: 405 with Allow for another method on a real route, a JSON 400 for a request without
// Host, 414s that do not echo the address, and no unknown parameter on /api/openapi.json either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuiltClient } from './fake-client.ts';
import { testDatabases } from './databases.ts';
import { sendRaw, startApp, type Started } from './edge-app.ts';

describe.each(testDatabases())('HTTP rules on $name', (db) => {
  let started: Started;
  beforeAll(async () => {
    started = await startApp(db, { clientDir: fakeBuiltClient() });
  });
  afterAll(() => started.close());
  const send = (method: string, url: string) => started.app.inject({ method: method as 'GET', url });

  it.each([
    ['POST', '/api/schools'],
    ['DELETE', '/api/schools/12'],
    ['PUT', '/api/counts'],
    ['PATCH', '/api/health'],
    ['POST', '/api/openapi.json'],
    ['POST', '/schools'],
    ['DELETE', '/assets/app-1.js'],
  ])('answers %s %s with a 405 and Allow: GET, HEAD', async (method, url) => {
    const response = await send(method, url);
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ message: `Method ${method} is not allowed here: use GET, HEAD` });
  });

  it('answers a method Node knows but Fastify does not (PROPFIND) with a 405 too', async () => {
    const { text: answer } = await sendRaw(started.port, 'PROPFIND /api/counts HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: GET, HEAD\r\n/i);
  });

  it('answers OPTIONS on a real route with 204 and Allow, and another method on an unknown path with 404', async () => {
    const options = await send('OPTIONS', '/api/schools/12');
    expect([options.statusCode, options.headers.allow, options.body]).toEqual([204, 'GET, HEAD', '']);
    expect((await send('POST', '/api/nothing')).statusCode).toBe(404);
    expect((await send('POST', '/assets/missing-1.js')).statusCode).toBe(404);
  });

  it('answers an HTTP/1.1 request without Host with a JSON 400, and serves HTTP/1.0 without one', async () => {
    const { text: answer } = await sendRaw(started.port, 'GET /api/counts HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ message: 'The request has no Host header' });
    expect((await sendRaw(started.port, 'GET /api/counts HTTP/1.0\r\n\r\n')).text).toMatch(/^HTTP\/1\.1 200 /);
  });

  it.each([
    ['a path segment over 100 characters', `/api/schools/${'7'.repeat(150)}`, /path segment/],
    ['an address over 8 KB', `/api/schools?name=${'7'.repeat(9000)}`, /over 8192 characters/],
  ])('answers %s with a 414 that does not echo it', async (_kind, url, pattern) => {
    const response = await send('GET', url);
    expect(response.statusCode).toBe(414);
    expect(response.json().message).toMatch(pattern);
    expect(response.body).not.toContain('7777');
  });

  it('refuses an unknown parameter on /api/openapi.json like everywhere else', async () => {
    const response = await send('GET', '/api/openapi.json?x=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/x/);
    expect((await send('GET', '/api/openapi.json')).statusCode).toBe(200);
  });
});
