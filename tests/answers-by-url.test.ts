// An address answered before in this data version is answered again from the response cache before its query is
// validated and read (send-cached.ts answerByUrl, ResponseCache.byUrl; issue 30): the same bytes and headers, each
// request's own encoding and If-None-Match, the edge's hooks still run; an address refused is refused every time.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

describe.each(testDatabases().slice(0, 1))('answers by address on $name', (db) => {
  const { app, get } = useApp(db);
  const validated: string[] = [];
  beforeAll(() => {
    app().addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => void validated.push(request.url));
  });
  const q = encodeURIComponent;
  const addresses = [
    `/api/schools?schoolCategory=${q('幼稚園')}&district=${q('觀塘區,黃大仙區')}&k1Vacancy=Y&sort=fee&limit=9`,
    '/api/schools?limit=9&lang=zh-Hans',
    '/api/counts',
    `/api/stats?schoolCategory=${q('小學')}`,
    `/api/places?q=${q('沙田')}`,
    '/api/changes?limit=5',
  ];

  it.each(addresses)('%s: validated once, then the same answer', async (url) => {
    validated.length = 0;
    const first = await get(url, { 'accept-encoding': 'identity' });
    expect(first.statusCode, first.body).toBe(200);
    expect(validated).toEqual([url]);
    const again = await get(url, { 'accept-encoding': 'identity' });
    expect(validated).toEqual([url]);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'content-security-policy', 'x-content-type-options']) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    // Each request's own encoding (a body under 1 KB goes as it is) and validator.
    const br = await get(url, { 'accept-encoding': 'br' });
    const compressed = first.rawPayload.length >= 1024;
    expect(br.headers['content-encoding']).toBe(compressed ? 'br' : undefined);
    expect(br.headers.etag).toBe(compressed ? `W/${first.headers.etag}` : first.headers.etag);
    const notModified = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(validated).toEqual([url]);
  });

  it('answers a school by its address, and another school by its own', async () => {
    const list = (await get('/api/schools?limit=2')).json<{ schools: { id: number }[] }>().schools;
    validated.length = 0;
    const [a, b] = [`/api/schools/${list[0]!.id}`, `/api/schools/${list[1]!.id}`];
    for (const url of [a, a, b, b, a]) expect((await get(url)).json<{ id: number }>().id).toBe(Number(url.split('/').at(-1)));
    expect(validated).toEqual([a, b]);
  });

  it('validates an address it refused every time it is asked', async () => {
    validated.length = 0;
    const url = '/api/schools?limit=9&k1Vacancy=maybe';
    for (const attempt of [1, 2]) {
      const response = await get(url);
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/k1Vacancy/);
    }
    expect(validated).toEqual([url, url]);
  });

  // An address of its own: the cases above find theirs not yet answered, in any order.
  it('answers HEAD and a missing school as the routes do', async () => {
    const answered = '/api/schools?limit=3';
    await get(answered);
    validated.length = 0;
    const head = await app().inject({ method: 'HEAD', url: answered });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const missing = '/api/schools/999999999';
    for (const attempt of [1, 2]) expect((await get(missing)).statusCode, `attempt ${attempt}`).toBe(404);
    expect(validated).toEqual([answered, missing, missing]);
  });
});
