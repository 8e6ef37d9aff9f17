// Push in the browser tests (issue 27). Headless Chromium reaches no push service, so a test's page gets a made-up
// subscription instead of the browser's: PushManager's subscribe and getSubscription answer one whose endpoint is on
// the stand-in push service (tests/push-service.ts, which the server takes: PUSH_SERVICE_ORIGINS) and whose keys are a
// real P-256 key pair and 16-byte secret, as a browser's are. Its messages are handed to the service worker through
// the DevTools protocol (ServiceWorker.deliverPushMessage), and what it shows is read back from the registration.
import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Follow, PushMessage, PushSubscriptionJson } from '../src/shared/follow-schemas.ts';
import { baseUrl } from './browser.ts';

/** A subscription as a browser's toJSON() gives it, new for each call (each test its own follow). */
export function newSubscription(): PushSubscriptionJson {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${inject('pushServiceOrigin')}/push/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Where the made-up subscription says it exists (the server key it was made for), in the page's storage: a page
 * loaded later finds it, as a browser's own; unsubscribe() takes it out. */
export const SUBSCRIBED_KEY = 'e2ePushSubscription';

/** Puts the subscription in place of the browser's on every page of the context (run before the page's scripts). */
export async function useSubscription(context: BrowserContext, subscription: PushSubscriptionJson) {
  await context.addInitScript(`(() => {
    const json = ${JSON.stringify(subscription)};
    const KEY = ${JSON.stringify(SUBSCRIBED_KEY)};
    const made = (key) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
      toJSON: () => json,
      unsubscribe: () => { localStorage.removeItem(KEY); return Promise.resolve(true); },
    });
    PushManager.prototype.subscribe = function (options) {
      if (!options.userVisibleOnly) return Promise.reject(new DOMException('userVisibleOnly is required', 'NotAllowedError'));
      const key = options.applicationServerKey;
      const bytes = new Uint8Array(ArrayBuffer.isView(key) ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) : key);
      localStorage.setItem(KEY, btoa(String.fromCharCode(...bytes)));
      return Promise.resolve(made(localStorage.getItem(KEY)));
    };
    PushManager.prototype.getSubscription = function () {
      const key = localStorage.getItem(KEY);
      return Promise.resolve(key ? made(key) : null);
    };
  })()`);
}

/** A browser without the Push API (iPhone Safari outside a Home Screen app). */
export const withoutPush = (context: BrowserContext) => context.addInitScript('delete window.PushManager');

/** The follow the page stored (its id and token), or null. */
export const storedFollow = (page: Page) =>
  page.evaluate<{ id: string; token: string; endpoint: string; places: Record<string, string> } | null>("JSON.parse(localStorage.getItem('follow') ?? 'null')");

/** GET /api/follows/{id} with the token: the follow, or the status. */
export async function followOnServer({ id, token }: { id: string; token: string }): Promise<Follow | number> {
  const response = await fetch(`${baseUrl()}/api/follows/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return response.ok ? ((await response.json()) as Follow) : response.status;
}

/** A follow made through the API, as a page's 通知我 makes it. */
export async function createFollow(body: { subscription: PushSubscriptionJson; locale: string; schools: number[]; searches: string[] }) {
  const response = await fetch(`${baseUrl()}/api/follows`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; token: string };
}

/** Waits until the page is controlled by the service worker (it then has a registration to push to). */
export async function workerInControl(page: Page) {
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
}

/** Hands the service worker a push message through the DevTools protocol, as a push service's would arrive. */
export async function deliverPush(page: Page, data: PushMessage | string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted && registration.scopeURL === `${baseUrl()}/`) registrations.add(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.size).toBe(1);
  const [registrationId] = registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: registrationId!, data: typeof data === 'string' ? data : JSON.stringify(data) });
  await cdp.detach();
}

export type ShownNotification = { title: string; body: string; tag: string; data: unknown; icon: string };

/** The notifications the service worker shows now. */
export const notificationsOf = (page: Page) =>
  page.evaluate<ShownNotification[]>(
    'navigator.serviceWorker.ready.then((registration) => registration.getNotifications()).then((shown) => shown.map(({ title, body, tag, data, icon }) => ({ title, body, tag, data, icon })))',
  );

/** The site's service worker, as Playwright reaches it. */
export async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  await expect.poll(() => context.serviceWorkers().some((worker) => worker.url() === `${baseUrl()}/sw.js`)).toBe(true);
  return context.serviceWorkers().find((worker) => worker.url() === `${baseUrl()}/sw.js`)!;
}

/**
 * A tap on the notification shown, as far as a test can make one: the browser dispatches a real tap only from its
 * notification, which a test cannot press (the DevTools protocol has no such command). So the service worker is
 * given a notificationclick event for its real notification (NotificationEvent, dispatched in the worker): its
 * handler runs as for a tap, closes the notification and takes the site's open window to the page. Two parts of a
 * real tap are missing from an event a script makes: event.waitUntil refuses it (the handler's call throws, after
 * the page was asked for), and the window cannot be focused nor a new one opened (the browser allows both only
 * during a real tap).
 */
export async function tapNotification(worker: Worker) {
  await worker.evaluate(`self.registration.getNotifications().then(([notification]) => {
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  })`);
}

/**
 * The same tap with no window of the site open: the handler asks for a new window at the message's page. The browser
 * refuses a window to an event a script made (InvalidAccessError): the test sees the address asked for (openWindow
 * watched) and the refusal.
 */
export async function tapWithNoWindowOpen(worker: Worker): Promise<{ opened: string[]; refused: string[] }> {
  await worker.evaluate(`(() => {
    const tap = (self.e2eTap = { opened: [], refused: [] });
    const openWindow = Clients.prototype.openWindow;
    Clients.prototype.openWindow = function (url) {
      tap.opened.push(String(url));
      return openWindow.call(this, url);
    };
    self.addEventListener('unhandledrejection', (event) => tap.refused.push(String(event.reason)));
  })()`);
  await tapNotification(worker);
  await expect.poll(() => worker.evaluate<number>('self.e2eTap.refused.length')).toBe(1);
  return worker.evaluate('self.e2eTap');
}
