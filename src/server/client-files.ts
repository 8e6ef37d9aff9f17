// Serves the built client in production: hashed assets cached for a year (pre-compressed at build), every
// page rendered on the server (render/page-renderer.ts), with its status (404 for a page not found); a
// missing file or /api path is a JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendMethodNotAllowed } from './edge/http-rules.ts';
import { loadPageRenderer } from './render/page-renderer.ts';

export async function serveClient(app: FastifyInstance, clientDir: string | undefined) {
  const sendPage = clientDir && existsSync(clientDir) ? await loadPageRenderer(app, path.dirname(clientDir)) : undefined;
  if (sendPage) {
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (sendPage && isPageRequest('GET', pathname) && !isPageRequest(request.method, pathname)) {
      return sendMethodNotAllowed(reply, request.method);
    }
    if (!sendPage || !isPageRequest(request.method, pathname)) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    return sendPage(request, reply);
  });
}

/**
 * A page: GET or HEAD, outside /api, and not a file name (a missing /assets/x.js is a JSON 404, not the page;
 * a file extension starts with a letter, so /schools/1.5 is a page, not found).
 */
function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !/\.[a-z][a-z0-9]*$/i.test(pathname);
}
