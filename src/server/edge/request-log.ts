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

type LogStream = { write(chunk: string): unknown };

/** How long request lines gather before they are handed to the stream together. */
const FLUSH_MS = 10;

/**
 * The request lines are pino's lines (same level, time, bindings, keys), written by hand and handed to the
 * logger's stream at most every 10 ms, many at once: the logger's own formatting and its stream's bookkeeping
 * for each line cost about 2.5 µs, a tenth of a small cached answer, and a write at each turn of the event loop
 * (thousands a second under load, each a round trip through libuv's threads) about 1 µs more (decision record 020).
 * The lines still go through the same buffer as every other line (its drop count included), and the last ones
 * when the server closes.
 */
export function addRequestLog(app: FastifyInstance): void {
  // Without a logger (tests), Fastify's stand-in has no stream: no lines.
  const logger = app.log as unknown as Partial<pino.Logger> & Record<symbol, unknown>;
  const stream = logger[pino.symbols.streamSym] as LogStream | undefined;
  if (!stream || !logger.isLevelEnabled?.('info')) return;
  // The logger's bindings as pino writes them (',"pid":…,"hostname":…').
  const bindings = logger[pino.symbols.chindingsSym] as string;
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    stream.write(chunk);
  };
  app.addHook('onResponse', (request, reply, done) => {
    if (lines.length === 0) setTimeout(flush, FLUSH_MS).unref();
    const url = JSON.stringify(request.url.slice(0, LOGGED_URL_CHARS));
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    lines.push(
      `{"level":30,"time":${Date.now()}${bindings},"reqId":${JSON.stringify(request.id)},"method":"${request.method}","url":${url},"status":${reply.statusCode},"ms":${ms},"ip":${JSON.stringify(request.ip)},"msg":"request"}\n`,
    );
    done();
  });
  app.addHook('onClose', async () => flush());
}
