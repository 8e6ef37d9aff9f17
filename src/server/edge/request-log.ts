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

let lastId = 0;
/** Request ids as Fastify's own (req-1, req-2, … in base 36), for Fastify (its genReqId) and early-answers.ts alike. */
export const nextRequestId = () => `req-${(lastId = (lastId + 1) & 0x7fffffff).toString(36)}`;

/** A request's line, once its answer is sent. */
export type RequestLine = (id: string, method: string, url: string, status: number, ms: number, ip: string) => void;

/**
 * The request lines are pino's lines (same level, time, bindings, keys), written by hand and handed to the
 * logger's stream at most every 10 ms, many at once: the logger's own formatting and its stream's bookkeeping
 * for each line cost about 2.5 µs, a tenth of a small cached answer, and a write at each turn of the event loop
 * (thousands a second under load, each a round trip through libuv's threads) about 1 µs more (decision record 020).
 * The lines still go through the same buffer as every other line (its drop count included), and the last ones
 * when the server closes. Undefined without a line per request (no logger, as in tests, or a level above info).
 */
export function addRequestLog(app: FastifyInstance): RequestLine | undefined {
  // Without a logger (tests), Fastify's stand-in has no stream: no lines.
  const logger = app.log as unknown as Partial<pino.Logger> & Record<symbol, unknown>;
  const stream = logger[pino.symbols.streamSym] as LogStream | undefined;
  if (!stream || !logger.isLevelEnabled?.('info')) return undefined;
  // The logger's bindings as pino writes them (',"pid":…,"hostname":…').
  const bindings = logger[pino.symbols.chindingsSym] as string;
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    stream.write(chunk);
  };
  const line: RequestLine = (id, method, url, status, ms, ip) => {
    if (lines.length === 0) setTimeout(flush, FLUSH_MS).unref();
    lines.push(
      `{"level":30,"time":${Date.now()}${bindings},"reqId":${JSON.stringify(id)},"method":"${method}","url":${JSON.stringify(url.slice(0, LOGGED_URL_CHARS))},"status":${status},"ms":${Math.round(ms * 10) / 10},"ip":${JSON.stringify(ip)},"msg":"request"}\n`,
    );
  };
  app.addHook('onResponse', (request, reply, done) => {
    line(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime, request.ip);
    done();
  });
  app.addHook('onClose', async () => flush());
  return line;
}
