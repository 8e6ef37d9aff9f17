// The production server serves the built client: assets cached, client routes answered with index.html.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import { testDatabases } from './databases.ts';

describe('serving the built client', () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const html = '<!doctype html><title>港校指南</title>';
  const script = 'console.log("app");'.repeat(100);

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'assets/app-1234.js'), script);
    writeFileSync(path.join(dir, 'assets/app-1234.js.gz'), gzipSync(script));
    handle = await testDatabases()[0]!.open();
    const store = new SchoolStore(handle);
    await store.start(0);
    app = await buildApp({ handle, store, clientDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it.each(['/', '/schools?schoolCategory=小學', '/schools/12', '/map?school=3', '/no-such-page'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url: encodeURI(url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(html);
    },
  );

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/schoolz', '/api?x=1', '/assets/gone-9999.js', '/favicon.ico'])('answers %s with a JSON 404, not the page', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^Not found: GET \//);
  });

  it('answers HEAD on a client route like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/schools' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe('');
  });
});
