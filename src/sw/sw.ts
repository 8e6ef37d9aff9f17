// The service worker (decision record 014), built to /sw.js by vite.config.ts, which puts before it the build's
// VERSION and its ASSETS. Saved on install: every built asset (hashed: cache-first). Saved as they are fetched:
// pages and GET /api answers (network-first, the saved copy when the network fails), each stamped with the time it
// was fetched (x-saved-at, read by src/client/features/offline), the oldest dropped past a bound.
declare const VERSION: string;
declare const ASSETS: string[];

const sw = self as unknown as ServiceWorkerGlobalScope;
const SAVED_AT = 'x-saved-at';
const CACHES = { assets: `${VERSION}-assets`, pages: `${VERSION}-pages`, api: `${VERSION}-api` };
const BOUNDS = { pages: 30, api: 150 };
/** A page waits this long for the network before its saved copy is shown (the browser itself has no limit). */
const PAGE_WAIT_MS = 10_000;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHES.assets)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => sw.skipWaiting()),
  );
});

// A new version drops the copies of the last: its pages name other assets, its answers may have another shape.
sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !name.startsWith(`${VERSION}-`)).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(caches.match(request).then((saved) => saved ?? fetch(request)));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(event, 'pages', PAGE_WAIT_MS).catch(() => notSavedPage(url)));
  else if (url.pathname.startsWith('/api/')) event.respondWith(networkFirst(event, 'api'));
});

/** The network's answer (saved for later if complete); the saved copy if the network fails or, given `waitMs`,
 * takes longer than that. */
async function networkFirst(event: FetchEvent, kind: keyof typeof BOUNDS, waitMs?: number): Promise<Response> {
  const network = fetch(event.request).then((response) => {
    if (response.ok) event.waitUntil(save(kind, event.request, response.clone()));
    return response;
  });
  const slow = waitMs === undefined ? network : Promise.race([network, new Promise<never>((_, reject) => setTimeout(reject, waitMs))]);
  try {
    return await slow;
  } catch (error) {
    const saved = await caches.match(event.request, { cacheName: CACHES[kind] });
    if (saved) return saved;
    if (slow !== network) return network;
    throw error;
  }
}

/** Saves a copy stamped with the time it was fetched; past the bound, the oldest go (keys are in saving order). */
async function save(kind: keyof typeof BOUNDS, request: Request, response: Response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  // The body is already decoded: the copy must not say it is compressed.
  headers.delete('content-encoding');
  headers.delete('content-length');
  const cache = await caches.open(CACHES[kind]);
  await cache.put(request, new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers }));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - BOUNDS[kind])).map((key) => cache.delete(key)));
}

/** Offline, a page never saved: says so, in the page's language, with a way to the home page. */
function notSavedPage(url: URL): Response {
  const english = url.pathname === '/en' || url.pathname.startsWith('/en/');
  const [lang, title, text, home, href] = english
    ? ['en', 'Offline', 'You are offline, and this page has not been saved on this device.', 'Home page', '/en/']
    : ['zh-Hant', '離線', '你的裝置已離線，而這一頁未曾儲存在裝置上。', '返回首頁', '/'];
  const html = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><main><h1>${title}</h1><p>${text}</p><p><a href="${href}">${home}</a></p></main></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
