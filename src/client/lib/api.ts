// The one way the client reads the API: GET, JSON, errors as '{status}: {body or status text}' (SPEC §8).
// In the browser through fetch; on the server through the function its query client was made with, which
// answers inside the process (src/server/render/page-renderer.ts).
import type { QueryClient } from '@tanstack/react-query';
import { SIMPLIFIED } from '../../shared/i18n/locale.ts';
import type { ApiFetch } from '../../shared/page-render.ts';
import { noteAnswer, SAVED_AT } from '../features/offline/offline-signal.ts';
import { isNoFilter } from './search-string.ts';
import { traditionalValue } from './traditional-values.ts';

const apiFetches = new WeakMap<QueryClient, ApiFetch>();

/** The query client reads the API through `apiFetch` (the server's, per request). */
export function setApiFetch(client: QueryClient, apiFetch: ApiFetch) {
  apiFetches.set(client, apiFetch);
}

/** How long the browser waits for an answer before it says so (a phone on a failing connection can hang for
 * minutes); browser tests shorten it with a global set before the page's scripts run. */
export const requestTimeLimitMs = (): number => (globalThis as { requestTimeLimitMs?: number }).requestTimeLimitMs ?? 15_000;

/** Why a request failed: the server's status, no answer within the time limit, no connection at all (the phone
 * says it is offline), or another network failure. */
export type Failure = number | 'timeout' | 'offline' | 'network';

export class ApiError extends Error {
  readonly status: Failure;

  constructor(status: Failure, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** fetch, given up after the time limit, or when the query is cancelled (a browser without AbortSignal.any,
 * before 2024, waits as long as the network does); a failure to get an answer is an ApiError saying why. */
const browserFetch: ApiFetch = (pathAndQuery, { signal }) =>
  fetch(pathAndQuery, { credentials: 'include', signal: AbortSignal.any?.([signal, AbortSignal.timeout(requestTimeLimitMs())]) ?? signal }).catch(
    (error: unknown) => {
      if (signal.aborted) throw error;
      const failure = error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : navigator.onLine ? 'network' : 'offline';
      throw new ApiError(failure, `${failure}: ${String(error)}`);
    },
  );

type Query = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/** Builds a query string without the values that filter nothing (see isNoFilter). */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isNoFilter(key, value)) continue;
    params.set(key, traditionalValue(String(value)));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Simplified Chinese pages ask for the data converted (their build's mode; decision record 026). */
const TEXT_LANGUAGE = import.meta.env.MODE === SIMPLIFIED ? { lang: SIMPLIFIED } : {};

/** What a failed answer says: the server's `{ message }`, or its text when it is not JSON. */
export async function failureMessage(response: Response): Promise<string> {
  const body = await response.text();
  try {
    return (JSON.parse(body) as { message?: string }).message ?? body;
  } catch {
    return body;
  }
}

/** The server validates its responses against the shared schemas, so the client only types them. */
export async function getJson<T>(path: string, query: Query | undefined, { client, signal }: { client: QueryClient; signal: AbortSignal }): Promise<T> {
  const apiFetch = apiFetches.get(client) ?? browserFetch;
  const response = await apiFetch(`${path}${toQueryString({ ...query, ...TEXT_LANGUAGE })}`, { signal });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${(await failureMessage(response)) || response.statusText}`);
  noteAnswer(response.headers.get(SAVED_AT));
  return (await response.json()) as T;
}
