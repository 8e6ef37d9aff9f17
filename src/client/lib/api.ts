// The one way the client reads the API: GET, JSON, errors as '{status}: {body or status text}' (SPEC §8).
// In the browser through fetch; on the server through the function its query client was made with, which
// answers inside the process (src/server/render/page-renderer.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiFetch } from '../../shared/page-render.ts';
import { isNoFilter } from './search-string.ts';

const apiFetches = new WeakMap<QueryClient, ApiFetch>();

/** The query client reads the API through `apiFetch` (the server's, per request). */
export function setApiFetch(client: QueryClient, apiFetch: ApiFetch) {
  apiFetches.set(client, apiFetch);
}

/** How long the browser waits for an answer before it says so (a phone on a failing connection can hang for minutes). */
export const REQUEST_TIME_LIMIT_MS = 15_000;

/** fetch, given up after the time limit with a TimeoutError, or when the query is cancelled (a browser without
 * AbortSignal.any, before 2024, waits as long as the network does). */
const browserFetch: ApiFetch = (pathAndQuery, { signal }) =>
  fetch(pathAndQuery, { credentials: 'include', signal: AbortSignal.any?.([signal, AbortSignal.timeout(REQUEST_TIME_LIMIT_MS)]) ?? signal });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/** Builds a query string without the values that filter nothing (see isNoFilter). */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isNoFilter(key, value)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The server validates its responses against the shared schemas, so the client only types them. */
export async function getJson<T>(path: string, query: Query | undefined, { client, signal }: { client: QueryClient; signal: AbortSignal }): Promise<T> {
  const apiFetch = apiFetches.get(client) ?? browserFetch;
  const response = await apiFetch(`${path}${toQueryString(query)}`, { signal });
  if (!response.ok) {
    const body = await response.text();
    let message = body;
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? body;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(response.status, `${response.status}: ${message || response.statusText}`);
  }
  return (await response.json()) as T;
}
