// Sends a cached body: ETag and 304, compressed when the client accepts it, never serialized twice.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, matchesIfNoneMatch, pickEncoding, type CachedBody } from '../read-model/response-cache.ts';

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
