// One error policy: a clear { message } with the right status; details go to the log, never to the client.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const where = error.validationContext === 'params' ? 'path' : 'query';
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
