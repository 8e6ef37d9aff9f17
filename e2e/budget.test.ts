// The JavaScript budget of the first screens, measured as bench/web.ts does: on a phone, every .js file the
// page requests until the network is idle, each gzipped at level 9 (as the build precompresses them); in both
// languages, the English pages' catalogue chunks included.
import { gzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { baseUrl, newContext, useBrowser } from './browser.ts';

const JS_BUDGET_KB = 120;

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

test.each(['/', '/schools', '/en/', '/en/schools'])(`%s loads at most ${JS_BUDGET_KB} KB of gzipped JavaScript on a phone`, async (route) => {
  const context = await newContext(browser(), 'phone');
  cleanup = () => context.close();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl() && url.pathname.endsWith('.js') && !bodies.has(url.pathname)) bodies.set(url.pathname, response.body());
  });
  await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
  const sizes: [string, number][] = [];
  for (const [pathname, body] of bodies) sizes.push([pathname, gzipSync(await body, { level: 9 }).length]);
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`[budget ${route}] ${kb(total)} KB gzip in ${sizes.length} files: ${sizes.map(([p, b]) => `${p.replace('/assets/', '')} ${kb(b)}`).join(', ')}`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total / 1024, `${route}: ${kb(total)} KB of gzipped JavaScript`).toBeLessThanOrEqual(JS_BUDGET_KB);
});
