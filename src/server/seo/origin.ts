// Absolute addresses in what the server writes for other programs (the sitemap, the feeds): the request's origin
// (its Host, and X-Forwarded-Proto only from TRUST_PROXY), as the pages' canonical links use, and XML's escapes.
import type { FastifyRequest } from 'fastify';

export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The request's origin, or undefined when its Host is not one (a URL cannot be built on it). */
export function originOf(request: FastifyRequest): string | undefined {
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return url.host === request.host.toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export const BAD_HOST = { message: 'The Host header is not a host name: no addresses can be built on it' };
