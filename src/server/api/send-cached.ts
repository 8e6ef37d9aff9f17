// Sends a cached body: ETag and 304, compressed when the client accepts it, never serialized twice.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, pickEncoding, type CachedBody } from '../read-model/response-cache.ts';

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  contentType = 'application/json; charset=utf-8',
): void {
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) {
    reply.code(304).send();
    return;
  }
  const encoding = pickEncoding(request.headers['accept-encoding'], entry.identity.length);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type(contentType).send(encodedBody(entry, encoding));
}
