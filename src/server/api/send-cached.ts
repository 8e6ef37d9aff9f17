// Sends a cached body: ETag and 304, compressed when the client accepts it, never serialized twice.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { encodedBody, matchesIfNoneMatch, pickEncoding, type CachedBody } from '../read-model/response-cache.ts';
import type { ApiContext } from './api-context.ts';

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  contentType = 'application/json; charset=utf-8',
): void {
  const encoding = pickEncoding(request.headers['accept-encoding'], entry.identity.length);
  // A compressed variant has other bytes: its tag is weak, as the same content (RFC 9110 §8.8.1).
  reply
    .header('etag', encoding === 'identity' ? entry.etag : `W/${entry.etag}`)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
    reply.code(304).send();
    return;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type(contentType).send(encodedBody(entry, encoding));
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
