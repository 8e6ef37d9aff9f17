// One error policy: a clear { message } with the right status; details go to the log, never to the client.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SECURITY_HEADERS } from './edge/security-headers.ts';

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const where = error.validationContext === 'params' ? 'path' : error.validationContext === 'body' ? 'body' : 'query';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return field ? `${where} ${field}: ${issue.message}` : `${where}: ${issue.message}`;
    })
    .join('; ');
}

export function setErrorPolicy(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: error.message });
  });
}

const FRAMEWORK_MESSAGES: Record<string, (error: FastifyError) => string> = {
  FST_ERR_BAD_URL: (error) => `Not a valid address: ${error.message.replace(/ is not a valid url component$/, '')} has a bad %-encoding`,
  // Not the address itself: it is long, and the client has it.
  FST_ERR_MAX_PARAM_LENGTH: () => 'The address is too long: a path segment is over 100 characters',
};

/** Fastify's own early errors, e.g. a bad percent-encoding in the path: the same { message } as every error.
 * No hook runs for them, so the security headers are set here. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = FRAMEWORK_MESSAGES[error.code]?.(error) ?? error.message;
  for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
  void reply.code(error.statusCode ?? 400).send({ message });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

const RAW_SECURITY_HEADERS = SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}\r\n`).join('');

/**
 * Runs `then` once every response to the requests before the unreadable one has been written: a client that
 * pipelines a good request and a malformed one in the same write gets both answers, in order. Node keeps the response
 * being written on the socket (`_httpMessage`, as its own server does) and hands the socket to the next one when it
 * finishes.
 */
function afterPendingResponses(socket: Socket, then: () => void): void {
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!current || current.writableFinished) {
    then();
    return;
  }
  let done = false;
  const next = () => {
    if (done) return;
    done = true;
    setImmediate(() => afterPendingResponses(socket, then));
  };
  current.once('finish', next);
  current.once('close', next);
}

/** A request Node cannot parse (bad request line or headers): answered with a JSON { message } too. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  afterPendingResponses(socket, () => answerClientError(error, socket));
}

function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read: malformed request line or headers'];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${RAW_SECURITY_HEADERS}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
