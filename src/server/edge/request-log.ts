// One log line per request, written when the reply is done: method, address, status, time and client.
// Fastify's own two lines per request (with pino's request and response serializers) are turned off in
// server-options.ts: they cost more than the rest of a cached API answer.
import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/** An address is at most 8 KB (http-rules.ts); the log keeps its start. */
const LOGGED_URL_CHARS = 500;

/** The server's logger options: each line written to stdout at once. pino's default stdout writes each line
 * asynchronously, which cost more CPU per line here and buffers without bound behind a slow reader; collecting
 * lines into 4 KB blocks gained 1–10% on the smallest answer, not worth lines held back and out of order. */
export function loggerOptions(level: string) {
  return { level, stream: pino.destination({ dest: 1, sync: true }) };
}

export function addRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url.slice(0, LOGGED_URL_CHARS), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip },
      'request',
    );
    done();
  });
}
