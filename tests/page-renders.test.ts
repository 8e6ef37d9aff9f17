// Pages rendered a few at a time (decision record 030): at most PAGES_AT_ONCE renders in a process, the others
// waiting their turn and answered in the end; a render that fails frees its place; the page of a client that left
// while it waited is not rendered.
import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_AT_ONCE } from '../src/server/render/page-renderer.ts';
import { testDatabases } from './databases.ts';
import { fakeBuiltClient } from './fake-client.ts';
import { startApp, type App, type Started } from './edge-app.ts';

type Probe = { started: string[]; active: number; most: number; held: Promise<void>; release: () => void };
const probe = globalThis as unknown as { renderProbe: Probe };

/** Every render waits until the test releases it; /fails fails then. */
function holdRenders(): void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  probe.renderProbe = { started: [], active: 0, most: 0, held, release };
}

const STUB_ENTRY = `export async function render({ request }) {
  const probe = globalThis.renderProbe;
  const path = new URL(request.url).pathname;
  probe.started.push(path);
  probe.most = Math.max(probe.most, ++probe.active);
  await probe.held;
  probe.active -= 1;
  if (path === '/fails') throw new Error('the render failed');
  return new Response('<!doctype html><p>' + path + '</p>', { status: 200 });
}`;

describe('pages rendered a few at a time', () => {
  let started: Started;
  let app: App;
  let baseUrl: string;
  const seen: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    holdRenders();
    // Listening after the hooks below: Fastify takes none once it listens.
    started = await startApp(testDatabases()[0]!, { clientDir: fakeBuiltClient(STUB_ENTRY) }, false);
    app = started.app;
    app.addHook('onRequest', async (request) => void seen.push(request.url));
    app.server.on('connection', (socket: Socket) => sockets.push(socket));
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    probe.renderProbe.release();
    await started.close();
  });

  it(`renders at most ${PAGES_AT_ONCE} pages at once; the others wait their turn and are answered`, async () => {
    holdRenders();
    const pages = Array.from({ length: PAGES_AT_ONCE * 2 + 3 }, (_, i) => `/schools/${i + 1}`);
    const answers = Promise.all(pages.map((url) => app.inject({ method: 'GET', url })));
    await expect.poll(() => probe.renderProbe.started.length).toBe(PAGES_AT_ONCE);
    // More turns of the event loop let no more in while those hold their places.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(probe.renderProbe.started).toEqual(pages.slice(0, PAGES_AT_ONCE));
    probe.renderProbe.release();
    const replies = await answers;
    expect(replies.map((reply) => [reply.statusCode, reply.body])).toEqual(pages.map((url) => [200, `<!doctype html><p>${url}</p>`]));
    expect(probe.renderProbe.started).toEqual(pages);
    expect(probe.renderProbe.most).toBe(PAGES_AT_ONCE);
  });

  it('frees the place of a render that fails', async () => {
    holdRenders();
    const failing = Array.from({ length: PAGES_AT_ONCE + 2 }, () => app.inject({ method: 'GET', url: '/fails' }));
    probe.renderProbe.release();
    expect((await Promise.all(failing)).map((reply) => reply.statusCode)).toEqual(failing.map(() => 500));
    const pages = await Promise.all(Array.from({ length: PAGES_AT_ONCE + 2 }, () => app.inject({ method: 'GET', url: '/after' })));
    expect(pages.map((reply) => reply.statusCode)).toEqual(pages.map(() => 200));
  });

  it('does not render the page of a client that left while it waited', async () => {
    holdRenders();
    const holding = Array.from({ length: PAGES_AT_ONCE }, (_, i) => app.inject({ method: 'GET', url: `/holding/${i}` }));
    await expect.poll(() => probe.renderProbe.started.length).toBe(PAGES_AT_ONCE);
    const client = httpRequest(`${baseUrl}/left`);
    client.on('error', () => {}); // destroyed below
    client.end();
    await expect.poll(() => seen.includes('/left')).toBe(true);
    client.destroy();
    await expect.poll(() => sockets.at(-1)?.destroyed).toBe(true);
    probe.renderProbe.release();
    await Promise.all(holding);
    // The page after it is rendered: /left's turn came and went.
    expect((await app.inject({ method: 'GET', url: '/next' })).statusCode).toBe(200);
    expect(probe.renderProbe.started).toEqual([...Array.from({ length: PAGES_AT_ONCE }, (_, i) => `/holding/${i}`), '/next']);
  });
});
