// Serves the built client in production: hashed assets cached for a year (pre-compressed at build),
// every client route answered with index.html; a missing file or /api path is a JSON 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cachedBody } from './read-model/response-cache.ts';
import { sendCached } from './api/send-cached.ts';
import { sendMethodNotAllowed } from './edge/http-rules.ts';

export async function serveClient(app: FastifyInstance, clientDir: string | undefined) {
  const indexPath = clientDir && path.join(clientDir, 'index.html');
  const hasClient = indexPath !== undefined && existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const index = hasClient ? cachedBody(readFileSync(indexPath)) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (index && isPageRequest('GET', pathname) && !isPageRequest(request.method, pathname)) {
      return sendMethodNotAllowed(reply, request.method);
    }
    if (!index || !isPageRequest(request.method, pathname)) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    sendCached(request, reply, index, 'text/html; charset=utf-8');
  });
}

/** A client route: GET or HEAD, outside /api, and not a file name (a missing /assets/x.js is a 404, not the page). */
function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}
