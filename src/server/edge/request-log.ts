// One log line per request, written when the reply is done: method, address, status, time and client.
// Fastify's own two lines per request (with pino's request and response serializers) are turned off in
// server-options.ts: they cost more than the rest of a cached API answer.
import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/** An address is at most 8 KB (http-rules.ts); the log keeps its start. */
const LOGGED_URL_CHARS = 500;

/** Lines a slow log reader may leave in memory before new lines are dropped (and counted). */
const LOG_BUFFER_BYTES = 16 * 1024 * 1024;
const DROP_REPORT_MS = 10_000;

export interface LogStreamOptions {
  /** A file descriptor or a file path: stdout by default. */
  dest?: number | string;
  bufferBytes?: number;
  reportMs?: number;
}

/** The server's logger options. Lines go to stdout through a buffer written asynchronously: while one write is
 * under way the next lines gather, so under load many lines leave in one write, and an idle server writes each
 * line at once; pino flushes the buffer on exit. A synchronous write per line cost a third of a small cached
 * answer's time (bench/api.ts). A reader that falls 16 MB behind loses lines, counted in warnings, rather than
 * the server's memory growing without bound. */
export function loggerOptions(level: string, { dest = 1, bufferBytes = LOG_BUFFER_BYTES, reportMs = DROP_REPORT_MS }: LogStreamOptions = {}) {
  const stream = pino.destination({ dest, sync: false, maxLength: bufferBytes });
  const warnings = pino({ level: 'warn' }, stream);
  // A running total: when the warning itself finds the buffer full, it is dropped and counted, and the next one
  // tells the new total.
  let dropped = 0;
  let reported = 0;
  stream.on('drop', () => dropped++);
  setInterval(() => {
    if (dropped === reported) return;
    reported = dropped;
    warnings.warn(`${dropped} log lines dropped since the start: the log reader is too slow`);
  }, reportMs).unref();
  return { level, stream };
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
