// HTTP rules checked before any route: an over-long address is a 414, an HTTP/1.1 request without Host a JSON
// 400 (Node's own answer is an empty 400: requireHostHeader is off in server-options.ts), and another method on
// a path that has a GET route is a 405 with Allow (OPTIONS: 204 with Allow) instead of a 404.
import type { FastifyInstance, FastifyReply } from 'fastify';
import FindMyWay from 'find-my-way';

/** Far above any real address (every filter at once is under 3 KB); Node's header limit would say 431. */
export const MAX_URL_LENGTH = 8192;
const ALLOW = 'GET, HEAD';

/** 405 with Allow, or 204 with Allow for OPTIONS (the client routes of client-files.ts use it too). */
export function sendMethodNotAllowed(reply: FastifyReply, method: string): void {
  reply.header('allow', ALLOW);
  if (method === 'OPTIONS') reply.code(204).send();
  else reply.code(405).send({ message: `Method ${method} is not allowed here: use ${ALLOW}` });
}

export function addHttpRules(app: FastifyInstance): void {
  const getRoutes = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && !getRoutes.hasRoute('GET', route.url)) getRoutes.on('GET', route.url, () => undefined);
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      reply.code(414).send({ message: `The address is too long (over ${MAX_URL_LENGTH} characters)` });
      return;
    }
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      reply.code(400).send({ message: 'The request has no Host header' });
      return;
    }
    if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
      if (getRoutes.find('GET', request.url.split('?', 1)[0]!)) return sendMethodNotAllowed(reply, request.method);
    }
    done();
  });
}
