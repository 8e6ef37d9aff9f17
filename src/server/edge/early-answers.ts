// Answers sent before Fastify (decision record 035): a GET of an address the API answered before in this data
// version (the response cache's byUrl, which answerByUrl answers inside Fastify too) is answered by the server's own
// request listener, under the edge's rules applied by the hooks' own code: the security headers, the rate limit's
// counters, the overload check and the count of requests in progress, the request's log line. Fastify's request and
// reply, routing and hooks were about two thirds of the time of such an answer (bench:api). Everything else goes on to
// Fastify: another method, a request without Host, an address not answered yet, an overloaded or closing server, and a
// request over its limit (counted once: Fastify's hook takes the count made here and answers the 429).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { cachedAnswer } from '../api/send-cached.ts';
import type { CachedBody } from '../read-model/response-cache.ts';
import type { Overload } from './overload.ts';
import { handOverCounted, type RateLimits } from './rate-limit.ts';
import { nextRequestId, type RequestLine } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';

export interface EarlyAnswerOptions {
  /** The trusted proxies (TRUST_PROXY), as Fastify's trustProxy option has them. */
  trustProxy: string[];
  limits: RateLimits;
  overload: Overload;
  line: RequestLine | undefined;
  /** The body a GET of `url` was answered with in the current data version, if it is held. */
  answered(url: string): CachedBody | undefined;
}

interface Client {
  address(request: IncomingMessage): string;
  https(request: IncomingMessage): boolean;
}

const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();

/** A request's client address and protocol as Fastify's request.ip and request.protocol have them: X-Forwarded-For and
 * X-Forwarded-Proto believed only from a trusted proxy's socket, with the same library (@fastify/proxy-addr). */
function clientOf(trustProxy: string[]): Client {
  if (trustProxy.length === 0) return { address: (request) => request.socket.remoteAddress ?? '', https: () => false };
  const trusted = proxyAddr.compile(trustProxy);
  return {
    address: (request) => proxyAddr.all(request, trusted).at(-1) ?? '',
    https: (request) => {
      const proto = request.headers['x-forwarded-proto'];
      return typeof proto === 'string' && trusted(request.socket.remoteAddress ?? '', 0) && lastEntry(proto) === 'https';
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Puts the early answers in front of Fastify's request listener. Called once every route is registered. */
export function answerEarly(app: FastifyInstance, { trustProxy, limits, overload, line, answered }: EarlyAnswerOptions): void {
  const server = app.server;
  // Fastify's handler is the server's first request listener (connection-cap.ts adds another after it).
  const fastify = server.listeners('request')[0] as RequestListener;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const client = clientOf(trustProxy);

  const send = (request: IncomingMessage, response: ServerResponse, entry: CachedBody, id: string, ip: string, start: number) => {
    overload.track(response);
    const { status, headers, body } = cachedAnswer(entry, request.headers['accept-encoding'], request.headers['if-none-match']);
    const all: string[] = [];
    for (const [name, value] of securityHeaders(client.https(request))) all.push(name, value);
    for (const [name, value] of headers) all.push(name, value);
    if (body) all.push('content-type', JSON_TYPE, 'content-length', String(body.length));
    response.writeHead(status, all);
    response.end(body);
    if (line) response.on('close', () => line(id, 'GET', request.url!, response.statusCode, performance.now() - start, ip));
  };

  /** Whether the request is answered here (or will be, once counted). */
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (closing || request.method !== 'GET' || (request.headers.host === undefined && request.httpVersion === '1.1')) return false;
    const entry = answered(request.url!);
    if (!entry || overload.reached()) return false;
    const start = performance.now();
    const id = nextRequestId();
    const ip = client.address(request);
    const counted = limits.count(request.url!, ip);
    if (!counted) send(request, response, entry, id, ip, start);
    else {
      void counted.then((refusal) => {
        if (!refusal) return send(request, response, entry, id, ip, start);
        handOverCounted(request, counted);
        fastify(request, response);
      });
    }
    return true;
  };

  server.removeListener('request', fastify);
  server.prependListener('request', (request, response) => {
    if (!answer(request, response)) fastify(request, response);
  });
}
