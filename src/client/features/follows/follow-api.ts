// The follow endpoints (issue 27): the server's VAPID key, and a follow made, read, changed and stopped with its secret
// token. Each request is given up after the time limit of every other (lib/api.ts); a failure is an ApiError saying
// why, with the server's message. Never saved by the service worker (src/sw/sw.ts).
import type { Follow, PushSubscriptionJson } from '../../../shared/follow-schemas.ts';
import { SIMPLIFIED, type Locale } from '../../../shared/i18n/locale.ts';
import { ApiError, failureMessage, requestTimeLimitMs } from '../../lib/api.ts';
import type { FollowLists } from './follow-lists.ts';

type Credentials = { id: string; token: string };

async function send<T>(method: string, path: string, { token, body, signal }: { token?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const timeout = AbortSignal.timeout(requestTimeLimitMs());
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? (AbortSignal.any?.([signal, timeout]) ?? signal) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const failure = error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : navigator.onLine ? 'network' : 'offline';
    throw new ApiError(failure, `${failure}: ${String(error)}`);
  }
  if (!response.ok) throw new ApiError(response.status, (await failureMessage(response)) || response.statusText);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const followPath = ({ id }: Credentials) => `/api/follows/${encodeURIComponent(id)}`;
/** The schools' names in the page's script: a Simplified Chinese page asks for them converted, as it asks every
 * answer (lib/api.ts; decision record 026). */
const inPageScript = import.meta.env.MODE === SIMPLIFIED ? `?lang=${SIMPLIFIED}` : '';

export const followApi = {
  /** The server's public VAPID key; a 404 when the server sends no notifications (PUSH=off). */
  key: () => send<{ publicKey: string }>('GET', '/api/push/key'),
  create: (body: { subscription: PushSubscriptionJson; locale: Locale } & FollowLists) => send<Credentials>('POST', '/api/follows', { body }),
  read: (follow: Credentials, signal?: AbortSignal) => send<Follow>('GET', `${followPath(follow)}${inPageScript}`, { token: follow.token, signal }),
  update: (follow: Credentials, body: { locale?: Locale } & FollowLists) =>
    send<Follow>('PUT', `${followPath(follow)}${inPageScript}`, { token: follow.token, body }),
  remove: (follow: Credentials) => send<undefined>('DELETE', followPath(follow), { token: follow.token }),
};
