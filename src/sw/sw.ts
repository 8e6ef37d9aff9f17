// The service worker (decision record 014), built to /sw.js by vite.config.ts, which puts before it the build's
// VERSION, its ASSETS by language and the site's ICON. Saved on install: the built assets (hashed: cache-first) of the
// languages of the site's pages open in the browser, and another language's once a page in it is loaded. Saved as they
// are fetched: pages and GET /api answers (network-first, the saved copy when the network fails), each stamped with
// the time it was fetched (x-saved-at, read by src/client/features/offline), the oldest dropped past a bound; never a
// follow's or the push key's (a parent's own, behind its token). It also shows the push messages of what the browser
// follows (issue 27) as notifications, and a tap on one opens its page.
declare const VERSION: string;
/** Each language's pages' path ('/en', '/sc', then '/': every other page) and the built files they use. */
declare const ASSETS: [string, string[]][];
/** The site's icon (layout/document.tsx's favicon.png, one of ASSETS), for its notifications. */
declare const ICON: string;
/** What the server sends (a type only: an import statement would make this script a module, which /sw.js is not). */
type PushMessage = import('../shared/follow-schemas.ts').PushMessage;

const sw = self as unknown as ServiceWorkerGlobalScope;
const SAVED_AT = 'x-saved-at';
const CACHES = { assets: `${VERSION}-assets`, pages: `${VERSION}-pages`, api: `${VERSION}-api` };
const BOUNDS = { pages: 30, api: 150 };
/** A page waits this long for the network before its saved copy is shown (the browser itself has no limit). */
const PAGE_WAIT_MS = 10_000;
/** Answers never saved: a follow (read with its secret token) and the push key. */
const PRIVATE_API = /^\/api\/(follows|push)(\/|$)/;

/** The built files of the language of a page (the first path that holds it: '/' holds every page). */
const assetsOf = (pathname: string) => ASSETS.find(([base]) => base === '/' || pathname === base || pathname.startsWith(`${base}/`))![1];

/** The languages whose files this worker has saved (or is saving) since it started. */
const languagesSaved = new Set<string[]>();

/** Saves the built files of the language of a page, those not saved yet; again if it failed. */
async function saveAssets(pathname: string): Promise<void> {
  const files = assetsOf(pathname);
  if (languagesSaved.has(files)) return;
  languagesSaved.add(files);
  try {
    const cache = await caches.open(CACHES.assets);
    const missing = await Promise.all(files.map(async (file) => ((await cache.match(file)) ? [] : [file])));
    await cache.addAll(missing.flat());
  } catch (error) {
    languagesSaved.delete(files);
    throw error;
  }
}

// The languages of the site's pages open now (the page that registered this worker among them); every language when
// none is open (an update found without a page of the site).
sw.addEventListener('install', (event) => {
  event.waitUntil(
    sw.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => Promise.all((windows.length > 0 ? windows.map((window) => new URL(window.url).pathname) : ASSETS.map(([base]) => base)).map(saveAssets)))
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
  else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, 'pages', PAGE_WAIT_MS).catch(() => notSavedPage(url)));
    // A page in another language: its files too, in the background (offline, tried again at the next page).
    event.waitUntil(saveAssets(url.pathname).catch(() => undefined));
  }
  else if (url.pathname.startsWith('/api/') && !PRIVATE_API.test(url.pathname)) event.respondWith(networkFirst(event, 'api'));
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

/** The message as the server sends it (src/shared/follow-schemas.ts), or null for anything else: not JSON, another
 * shape, a page elsewhere (a tap opens only this site). */
function pushMessageOf(data: PushMessageData | null): PushMessage | null {
  let message: unknown;
  try {
    message = data?.json();
  } catch {
    return null;
  }
  const { title, body, url, tag } = (message ?? {}) as Partial<Record<keyof PushMessage, unknown>>;
  if (typeof title !== 'string' || !title || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') return null;
  return /^\/(?![/\\])/.test(url) ? { title, body, url, tag } : null;
}

sw.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data);
  if (!message) {
    console.warn('A push message that is not a notification of this site was left out', event.data?.text());
    return;
  }
  const { title, body, url, tag } = message;
  event.waitUntil(sw.registration.showNotification(title, { body, tag, icon: ICON, badge: ICON, data: { url } }));
});

// A tap on a notification: its page, in a window of the site already open (brought to the front) or a new one.
sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  event.waitUntil(openPage(new URL(typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/', location.origin).href));
});

/** The page in the site's window the parent used last (navigated there and focused), else in a new window. */
async function openPage(href: string): Promise<unknown> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    // Both at once: a window not controlled by this worker cannot be navigated by it, and then a new one opens.
    const [navigated] = await Promise.allSettled([open.navigate(href), open.focus()]);
    if (navigated.status === 'fulfilled' && navigated.value) return navigated.value;
  }
  return sw.clients.openWindow(href);
}
