// Sends a cached body: ETag and 304, compressed when the client accepts it, never serialized twice.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { encodedBody, matchesIfNoneMatch, pickEncoding, type CachedBody } from '../read-model/response-cache.ts';
import type { ApiContext } from './api-context.ts';

/** A cached body's answer to a request: its status, headers (content type aside) and bytes. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: [string, string][];
  body?: Buffer;
}

/** 304 when the client holds the body already, else the body, compressed when the client accepts it. */
export function cachedAnswer(entry: CachedBody, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): CachedAnswer {
  const encoding = pickEncoding(acceptEncoding, entry.identity.length);
  // A compressed variant has other bytes: its tag is weak, as the same content (RFC 9110 §8.8.1).
  const headers: [string, string][] = [
    ['etag', encoding === 'identity' ? entry.etag : `W/${entry.etag}`],
    ['cache-control', 'no-cache'],
    ['vary', 'accept-encoding'],
  ];
  if (matchesIfNoneMatch(ifNoneMatch, entry.etag)) return { status: 304, headers };
  if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
  return { status: 200, headers, body: encodedBody(entry, encoding) };
}

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  contentType = 'application/json; charset=utf-8',
): void {
  const { status, headers, body } = cachedAnswer(entry, request.headers['accept-encoding'], request.headers['if-none-match']);
  for (const [name, value] of headers) reply.header(name, value);
  if (body) reply.type(contentType);
  reply.code(status).send(body);
}

/**
 * A plugin's hook: a GET for an address its routes answered before in this data version (a `cache.get` given the
 * request's url) gets that answer at once, as sendCached sends it, before its query is validated and read (the same
 * address validates the same; an address refused never reaches the cache). The edge's hooks (rate limit, shedding,
 * security headers) are the application's, run before it; the request is logged as any other.
 */
export function answerByUrl({ store, cache }: Pick<ApiContext, 'store' | 'cache'>): onRequestHookHandler {
  return (request, reply, done) => {
    const entry = request.method === 'GET' ? cache.byUrl(store.current.version, request.url) : undefined;
    if (entry) sendCached(request, reply, entry);
    else done();
  };
}
