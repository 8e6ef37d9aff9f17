// The production server serves the built client: assets cached, pages rendered by the built server entry.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOfPath } from '../src/shared/i18n/locale.ts';
import { testDatabases } from './databases.ts';
import { fakeBuiltClient, fakeEntryScript } from './fake-client.ts';
import { startApp, type App, type Started } from './edge-app.ts';

// A stand-in for the built server entry (dist/server/entry-server.js): it shows what the server gives it.
const STUB_ENTRY = `export async function render({ request, assets, nonce, api }) {
  const url = new URL(request.url);
  const counts = await (await api('/api/counts', { signal: request.signal })).json();
  const body = JSON.stringify({ path: url.pathname + url.search, nonce, preload: assets.routes.__root__.preloads, start: assets.routes.__root__.scripts[0].children, counts });
  return new Response(body, { status: url.pathname === '/no-such-page' ? 404 : 200 });
}`;

describe('serving the built client', () => {
  let started: Started;
  let app: App;
  const script = 'console.log("app");'.repeat(100);

  beforeAll(async () => {
    const dir = fakeBuiltClient(STUB_ENTRY);
    writeFileSync(path.join(dir, 'assets/app-1234.js'), script);
    writeFileSync(path.join(dir, 'assets/app-1234.js.gz'), gzipSync(script));
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    started = await startApp(testDatabases()[0]!, { clientDir: dir }, false);
    app = started.app;
  });
  afterAll(() => started.close());

  it.each([
    ['/', 200],
    ['/schools?schoolCategory=小學', 200],
    ['/schools/1.5', 200],
    ['/no-such-page', 404],
    ['/en/schools?district=沙田區', 200],
    ['/sc/schools?district=沙田區', 200],
  ])('renders the page %s on the server, with the status the renderer gives and its language’s script', async (url, status) => {
    const response = await app.inject({ method: 'GET', url: encodeURI(url) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const page = JSON.parse(response.body) as { path: string; nonce: string; preload?: string[]; start: string; counts: { primary: number } };
    expect(decodeURI(page.path)).toBe(url);
    // The entry is not preloaded: it is started once the page is painted.
    expect(page.preload).toBeUndefined();
    expect(page.start).toContain(`import("/${fakeEntryScript(localeOfPath(url))}")`);
    expect(page.start).toContain('first-contentful-paint');
    // The renderer's API requests are answered inside the process.
    expect(page.counts.primary).toBe((await app.inject({ method: 'GET', url: '/api/counts' })).json<{ primary: number }>().primary);
    // The reply's policy allows the router's inline scripts by this reply's nonce only.
    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives.filter((directive) => directive.startsWith('script-src'))).toEqual([`script-src 'self' 'nonce-${page.nonce}'`]);
  });

  it('gives every reply its own nonce', async () => {
    const nonces = await Promise.all([1, 2].map(async () => (JSON.parse((await app.inject({ method: 'GET', url: '/' })).body) as { nonce: string }).nonce));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a page %s-compressed to a browser that takes it, the same page uncompressed to one that does not', async (encoding, decompress) => {
    const page = (body: string) => (JSON.parse(body) as { path: string }).path;
    const plain = await app.inject({ method: 'GET', url: '/schools' });
    const packed = await app.inject({ method: 'GET', url: '/schools', headers: { 'accept-encoding': `${encoding}, identity` } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(page(decompress(packed.rawPayload).toString('utf8'))).toBe(page(plain.body));
  });

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

  it('serves the service worker at the root, as a script checked for a new version on every load', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A worker's script is allowed by the policy's default-src 'self' (no worker-src nor script-src narrows it).
    expect(String(response.headers['content-security-policy'])).toMatch(/default-src 'self'.*script-src 'self'/);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/worker-src|child-src/);
  });

  it.each(['/api/schoolz', '/api?x=1', '/assets/gone-9999.js', '/favicon.ico'])('answers %s with a JSON 404, not the page', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^Not found: GET \//);
  });

  it('answers HEAD on a page like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/schools' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe('');
  });
});
