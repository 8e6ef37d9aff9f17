// The JavaScript budget of the first screens: on a phone, every .js file the page requests until React has taken
// over the server's page (the entry and the route's chunks it waits for; bench/web.ts also counts what comes until the
// network is idle, a moment a busy host can pass before the entry is even asked for), each gzipped at level 9 (as the
// build precompresses them): at most 120 KB on / and /schools, in both languages. Each language has its own build (decision record 018): a page's
// texts are in its code, so it loads no catalogue of texts after it.
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const totalKb = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;

/** Each .js file the route loads until the page is hydrated: its gzipped size, and its first line. */
async function scriptsOf(route: string): Promise<{ sizes: Map<string, number>; firstLines: Map<string, string> }> {
  const context = await newContext(browser(), 'phone');
  cleanup = () => context.close();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl() && url.pathname.endsWith('.js') && !bodies.has(url.pathname)) bodies.set(url.pathname, response.body());
  });
  await page.goto(`${baseUrl()}${route}`); // returns once the page is hydrated (browser.ts)
  const sizes = new Map<string, number>();
  const firstLines = new Map<string, string>();
  for (const [pathname, body] of bodies) {
    const file = pathname.replace('/assets/', '');
    const bytes = await body;
    sizes.set(file, gzipSync(bytes, { level: 9 }).length);
    firstLines.set(file, bytes.toString('utf8').split('\n', 1)[0]!);
  }
  console.log(`[budget ${route}] ${totalKb(sizes).toFixed(1)} KB gzip in ${sizes.size} files: ${[...sizes].map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ')}`);
  return { sizes, firstLines };
}

test.each(['/', '/schools', '/en/', '/en/schools', '/sc/', '/sc/schools'])(`%s loads at most ${JS_BUDGET_KB} KB of gzipped JavaScript on a phone`, async (route) => {
  const { sizes, firstLines } = await scriptsOf(route);
  expect(sizes.size).toBeGreaterThan(0);
  expect(totalKb(sizes), `${route}: ${kb(totalKb(sizes) * 1024)} KB of gzipped JavaScript`).toBeLessThanOrEqual(JS_BUDGET_KB);
  expect([...sizes.keys()].filter((file) => file.includes('.texts'))).toEqual([]);
  // The entry asks V8 to compile its functions as it streams in, off the main thread (decision record 034).
  const entries = [...sizes.keys()].filter((file) => file.startsWith('main-'));
  expect(entries).toHaveLength(1);
  expect(firstLines.get(entries[0]!)).toBe('//# allFunctionsCalledOnLoad');
});
