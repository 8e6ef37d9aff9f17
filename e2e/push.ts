// Push in the browser tests (issue 27). Headless Chromium reaches no push service, so a test's page gets a made-up
// subscription instead of the browser's: PushManager's subscribe and getSubscription answer one whose endpoint is on
// the stand-in push service (tests/push-service.ts, which the server takes: PUSH_SERVICE_ORIGINS) and whose keys are a
// real P-256 key pair and 16-byte secret, as a browser's are. Its messages are handed to the service worker through
// the DevTools protocol (ServiceWorker.deliverPushMessage), and what it shows is read back from the registration.
//
// Read back only once the worker has handled the message (deliverPush waits for it): Chromium's getNotifications()
// deletes, as no longer on screen, a notification it has stored but not yet put on screen at the moment it reads
// (content's PlatformNotificationContextImpl: "obsolete notifications"), so a read during showNotification() loses
// that notification for good: the worker's showNotification resolves, the notification pops up, and the
// registration lists nothing, ever (here: 5 of 120 notifications read while their push was handled, none of 100 read
// after).
import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
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

/** A push event as the browser records it for DevTools (BackgroundService domain), its metadata as an object. */
type PushEvent = { timestamp: number; eventName: string; metadata: Record<string, string> };
type PushChannel = { cdp: CDPSession; registrationId: () => string | undefined; events: PushEvent[] };
const channels = new WeakMap<Page, Promise<PushChannel>>();

/**
 * A page's DevTools session for its pushes, opened at its first: the registration whose active worker controls the
 * page (ServiceWorker domain: the one the page's notifications are read from), and the push events the browser
 * records ("Push event dispatched", with its payload, then "Push event completed" once the worker's event and what
 * it waited for are done, with its status; the browser records them once asked to, for the whole context).
 */
async function openChannel(page: Page): Promise<PushChannel> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) if (version.status === 'activated' && version.controlledClients?.includes(targetInfo.targetId)) registrationId = version.registrationId;
  });
  const events: PushEvent[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: { timestamp, eventName, eventMetadata } }) => {
    events.push({ timestamp, eventName, metadata: Object.fromEntries(eventMetadata.map(({ key, value }) => [key, value])) });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('BackgroundService.setRecording', { service: 'pushMessaging', shouldRecord: true });
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  return { cdp, registrationId: () => registrationId, events };
}

/**
 * Hands the service worker a push message through the DevTools protocol, as a push service's would arrive, and
 * returns once the worker has handled it: its push event completed, whatever it shows shown (see the top).
 */
export async function deliverPush(page: Page, data: PushMessage | string) {
  if (!channels.has(page)) channels.set(page, openChannel(page));
  const { cdp, registrationId, events } = await channels.get(page)!;
  await expect.poll(registrationId, { message: 'a registration whose worker controls the page' }).toBeDefined();
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  const sentAt = Date.now() / 1000;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: registrationId()!, data: payload });
  // This message's events: newer than the send (observing also replays the events recorded before), its dispatch,
  // then the completion that follows it (one message at a time: each call waits for its own).
  const status = () => {
    const since = events.filter((event) => event.timestamp >= sentAt);
    const dispatched = since.findIndex((event) => event.eventName === 'Push event dispatched' && event.metadata.Payload === payload);
    return dispatched < 0 ? undefined : since.slice(dispatched + 1).find((event) => event.eventName === 'Push event completed')?.metadata.Status;
  };
  await expect.poll(status, { message: `the worker's push event for ${payload}` }).toBeDefined();
  expect(status(), payload).toBe('Success');
}

export type ShownNotification = { title: string; body: string; tag: string; data: unknown; icon: string };

/** The notifications the service worker shows now (read with no push being handled: see the top). */
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
