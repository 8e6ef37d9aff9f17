// Security headers on every reply: helmet's headers, computed once from one configuration (running helmet on
// each request, as @fastify/helmet does, halved the rate of a small route), set by one hook, and written by the
// early-error paths too (errors.ts). HSTS only on HTTPS seen through a trusted proxy.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** OpenStreetMap's tile servers (a., b., c.), as in src/client/features/map/osm.ts. */
export const OSM_TILE_SOURCE = 'https://*.tile.openstreetmap.org';

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    // Every directive costs bytes on every reply: those that default-src already says (font-src, connect-src —
    // the address lookup is called by the server —, style-src, script-src-attr) are left to it.
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // The map's markers are Leaflet divIcons whose HTML carries style attributes; no <style> element is allowed.
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', OSM_TILE_SOURCE],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  // OpenStreetMap's tile policy asks for a Referer: the origin is sent cross-site, never the path or query.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' }, // for browsers without frame-ancestors
  strictTransportSecurity: false,
  // Headers for Internet Explorer, Flash and the retired XSS filters: every header costs on every reply.
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
  originAgentCluster: false,
};

export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...['camera', 'microphone', 'display-capture', 'payment', 'usb', 'serial', 'midi'].map(
    (feature) => `${feature}=()`,
  ),
].join(', ');
export const HSTS = 'max-age=31536000';

function computeHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  return [...headers];
}

/** Every security header but HSTS, lower-case names: the same on every reply. */
export const SECURITY_HEADERS: readonly [string, string][] = computeHeaders();

const CSP = SECURITY_HEADERS.find(([name]) => name === 'content-security-policy')![1];

/**
 * The policy of a rendered page: scripts from the site, and the router's inline state scripts carrying this
 * reply's nonce (decision record 009); still no 'unsafe-inline'.
 */
export const cspWithNonce = (nonce: string) => CSP.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);

const OVER_HTTPS: readonly [string, string][] = [...SECURITY_HEADERS, ['strict-transport-security', HSTS]];

/** The security headers of a reply: HSTS too when the request came over HTTPS through a trusted proxy. */
export const securityHeaders = (https: boolean) => (https ? OVER_HTTPS : SECURITY_HEADERS);

export function addSecurityHeaders(app: FastifyInstance, { behindProxy }: { behindProxy: boolean }): void {
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy's socket.
    for (const [name, value] of securityHeaders(behindProxy && request.protocol === 'https')) reply.header(name, value);
    done();
  });
}
