// The browser's push subscription for the server's VAPID key (issue 27), once the parent has allowed notifications.
import type { PushSubscriptionJson } from '../../../shared/follow-schemas.ts';
import { ApiError } from '../../lib/api.ts';
import { followApi } from './follow-api.ts';
import { FollowProblem, pushSupported } from './follow-problem.ts';

/** How long the page waits for its service worker (registered after hydration, decision record 014). */
const WORKER_WAIT_MS = 10_000;

/** The bytes of a base64url string (RFC 4648 §5, padding optional). */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FollowProblem('noWorker')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The subscription to send the server: the browser's own if it was made for this key, else a new one. In order:
 * push unsupported, the site sends none (the server's 404), the permission refused, no service worker.
 */
export async function subscribe(permission: Promise<NotificationPermission | 'unsupported'>): Promise<{ endpoint: string; json: PushSubscriptionJson }> {
  if (!pushSupported()) throw new FollowProblem('unsupported');
  const publicKey = await followApi.key().then(
    (answer) => answer.publicKey,
    (error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? new FollowProblem('off') : error;
    },
  );
  const granted = await permission;
  if (granted === 'unsupported') throw new FollowProblem('unsupported');
  if (granted !== 'granted') throw new FollowProblem('denied');
  const { pushManager } = await workerRegistration();
  const key = base64urlBytes(publicKey);
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    // Made for another key (the server's keys changed): the browser takes no second one beside it.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { endpoint: subscription.endpoint, json: subscription.toJSON() as PushSubscriptionJson };
}

/** Ends the browser's subscription, if any: nothing is followed any more. A failure only logged. */
export async function unsubscribe(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch (error) {
    console.error('Failed to end the push subscription', error);
  }
}
