// The Fastify and node:http options of the edge: timeouts for headers, whole requests (bodies included),
// idle keep-alive and silent sockets; the trusted proxies; the largest body.
import type { Server } from 'node:http';
import { LogController, type FastifyHttpOptions } from 'fastify';
import type { EdgeOptions } from './edge-env.ts';
import { nextRequestId } from './request-log.ts';

/** The largest body any route accepts: every route is a GET; a body is read only to be refused. */
const BODY_LIMIT = 16 * 1024;

export function edgeServerOptions({ timeouts, trustProxy }: EdgeOptions) {
  return {
    // X-Forwarded-For and X-Forwarded-Proto count only from these addresses (proxy-addr's list).
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
    // Inactivity on a socket, e.g. a client that stops reading its answer.
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // The whole request, headers and body, must arrive within this (Fastify sets it on the server).
    requestTimeout: timeouts.requestMs,
    bodyLimit: BODY_LIMIT,
    // Fastify's two lines per request are off: request-log.ts writes one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node checks the two timeouts above (its default, 30 s, would let a 10 s limit run to 40 s).
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // A missing Host is answered by http-rules.ts with a JSON 400 rather than Node's empty one.
      requireHostHeader: false,
    },
  } satisfies FastifyHttpOptions<Server>;
}
