// Answers sent before Fastify (edge/early-answers.ts): a GET of an address answered before in this data version is
// answered by the server's own request listener with the bytes and headers Fastify sends for it (inject() goes through
// Fastify alone: it is the yardstick), under the same rate limits, shedding and log; everything else goes to Fastify.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { EdgeOptions } from '../src/server/edge/edge-env.ts';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type Started } from './edge-app.ts';

let started: Started | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The headers both paths send that differ from answer to answer, or that Node writes itself. */
const OWN_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.includes(name)));

/** The app listening on a loopback port; `seen` lists the requests Fastify itself answered. */
async function serve(edge: EdgeOptions, logged?: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged?.push(...chunk.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  started = await startApp(testDatabases()[0]!, { edge, ...(logged ? { logger: { level: 'info', stream } } : {}) }, false);
  const { app } = started;
  const seen: string[] = [];
  // onSend: every answer of Fastify's, those of the edge's hooks (429, 503) too, before the client has it.
  app.addHook('onSend', (request, _reply, payload, done) => {
    seen.push(`${request.method} ${request.url}`);
    done(null, payload);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      sent.on('error', reject);
      sent.end();
    });
  return { app, get, seen };
}

const q = encodeURIComponent;
const ADDRESSES = ['/api/counts', '/api/schools?limit=9', `/api/stats?schoolCategory=${q('小學')}`, '/api/schools?limit=9&lang=zh-Hans'];

describe('answers sent before Fastify', () => {
  it('answers an address answered before with the bytes and headers Fastify sends, in each encoding, and 304', async () => {
    const { app, get, seen } = await serve(edgeWith());
    for (const url of ADDRESSES) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const headers = { 'accept-encoding': encoding };
        await get(url, headers); // the first time, Fastify answers it and the response cache keeps it
        seen.length = 0;
        const early = await get(url, headers);
        expect(seen, `${url} ${encoding}`).toEqual([]);
        const yardstick = await app.inject({ method: 'GET', url, headers });
        expect(early.status).toBe(200);
        expect(comparable(early.headers), `${url} ${encoding}`).toEqual(comparable(yardstick.headers));
        expect(early.body.equals(yardstick.rawPayload), `${url} ${encoding}`).toBe(true);

        const etag = String(early.headers.etag);
        seen.length = 0;
        const notModified = await get(url, { ...headers, 'if-none-match': etag });
        expect(seen, `${url} ${encoding}`).toEqual([]);
        const yardstick304 = await app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
        expect(notModified.status).toBe(304);
        expect(yardstick304.statusCode).toBe(304);
        expect(comparable(notModified.headers)).toEqual(comparable(yardstick304.headers));
        expect(notModified.body.length).toBe(0);
      }
    }
  });

  it('leaves to Fastify other methods, addresses not answered yet, and requests without Host', async () => {
    const { get, seen } = await serve(edgeWith());
    await get('/api/counts');
    seen.length = 0;
    expect((await get('/api/counts', {}, 'HEAD')).status).toBe(200);
    expect((await get('/api/counts', {}, 'POST')).status).toBe(405);
    expect((await get('/api/counts?x=1')).status).toBe(400);
    expect((await get('/api/counts?x=1')).status).toBe(400); // refused every time: never cached
    expect(seen).toEqual(['HEAD /api/counts', 'POST /api/counts', 'GET /api/counts?x=1', 'GET /api/counts?x=1']);
  });

  it('counts early answers and Fastify’s against one limit, and leaves the 429 to Fastify, counted once', async () => {
    const { app, get, seen } = await serve(edgeWith({ rateLimit: { max: 3, windowMs: 600_000 } }));
    await app.inject({ method: 'GET', url: '/api/counts', remoteAddress: '192.0.2.1' }); // cached, counted for another address
    seen.length = 0;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('/api/counts')).status);
    expect(seen).toEqual([]);
    const over = await get('/api/counts');
    expect(statuses).toEqual([200, 200, 200]);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(540);
    expect(JSON.parse(over.body.toString('utf8'))).toEqual({ message: expect.stringMatching(/^Too many requests from this address: at most 3 in 600 s/) });
    expect(over.headers['content-security-policy']).toBeDefined();
    expect(seen).toEqual(['GET /api/counts']);
    // The same counter inside Fastify: a request it handles (not cached) is over the limit too.
    expect((await get('/api/schools?limit=2')).status).toBe(429);
  });

  it('behind a trusted proxy, counts each forwarded client apart and sends HSTS over HTTPS as Fastify does', async () => {
    const logged: Record<string, unknown>[] = [];
    const { app, get, seen } = await serve(edgeWith({ rateLimit: { max: 2 }, trustProxy: ['127.0.0.1'] }), logged);
    const via = (client: string, proto = 'https') => ({ 'x-forwarded-for': client, 'x-forwarded-proto': proto, 'accept-encoding': 'identity' });
    await app.inject({ method: 'GET', url: '/api/counts', remoteAddress: '192.0.2.1' });
    seen.length = 0;
    const first = await get('/api/counts', via('198.51.100.1'));
    const plain = await get('/api/counts', via('198.51.100.2', 'http'));
    expect(seen).toEqual([]);
    const yardstick = await app.inject({ method: 'GET', url: '/api/counts', headers: via('198.51.100.3'), remoteAddress: '127.0.0.1' });
    expect(first.headers['strict-transport-security']).toBe(yardstick.headers['strict-transport-security']);
    expect(first.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/counts', via('198.51.100.1'))).status).toBe(200);
    expect((await get('/api/counts', via('198.51.100.1'))).status).toBe(429);
    expect((await get('/api/counts', via('198.51.100.2'))).status).toBe(200);
    // Each line with the forwarded client's address (sorted: an early answer's line is written when it closes).
    const lines = () => logged.filter(({ url }) => url === '/api/counts').map(({ ip, status }) => `${String(ip)} ${String(status)}`);
    await expect.poll(() => lines().sort(), { timeout: 30_000 }).toEqual([
      '192.0.2.1 200',
      '198.51.100.1 200',
      '198.51.100.1 200',
      '198.51.100.1 429',
      '198.51.100.2 200',
      '198.51.100.2 200',
      '198.51.100.3 200',
    ]);
  });

  it('writes each early answer’s line in the request log, with an id of its own', async () => {
    const logged: Record<string, unknown>[] = [];
    const { get, seen } = await serve(edgeWith(), logged);
    for (let i = 0; i < 3; i++) await get('/api/counts');
    expect(seen).toEqual(['GET /api/counts']);
    await expect.poll(() => logged.filter(({ msg }) => msg === 'request').length, { timeout: 30_000 }).toBe(3);
    const lines = logged.filter(({ msg }) => msg === 'request');
    for (const line of lines) expect(line).toMatchObject({ level: 30, method: 'GET', url: '/api/counts', status: 200, ip: '127.0.0.1', ms: expect.any(Number) });
    expect(new Set(lines.map(({ reqId }) => reqId)).size).toBe(3);
  });

  it('leaves an overloaded server’s requests to Fastify, which sheds them', async () => {
    const defaults = edgeWith();
    // A heap limit every sample is over: shedding from the first sample on (under-pressure samples every 100 ms here).
    const { get, seen } = await serve({ ...defaults, overload: { ...defaults.overload, maxHeapUsedBytes: 1, sampleIntervalMs: 100 } });
    // Before the first sample the heap reads 0; once sampled, every request is shed.
    await expect.poll(async () => (await get('/api/counts')).status, { timeout: 30_000 }).toBe(503);
    seen.length = 0;
    const shed = await get('/api/counts');
    expect(shed.status).toBe(503);
    expect(seen).toEqual(['GET /api/counts']);
  });
});
