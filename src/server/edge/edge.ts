// The HTTP edge in one call: security headers, HTTP rules, shedding under overload, rate limits, the request log
// line and the connection caps, in that order (so that a 405, 414, 503 or 429 carries the security headers too).
import type { FastifyInstance } from 'fastify';
import { capConnections } from './connection-cap.ts';
import type { EdgeOptions } from './edge-env.ts';
import { addHttpRules } from './http-rules.ts';
import { addRateLimits } from './rate-limit.ts';
import { addRequestLog } from './request-log.ts';
import { shedOverload } from './overload.ts';
import { addSecurityHeaders } from './security-headers.ts';

/** `rebuiltAt`: when the read model was last rebuilt (SchoolStore.rebuiltAt; see overload.ts). */
export async function setUpEdge(app: FastifyInstance, options: EdgeOptions, rebuiltAt: () => number): Promise<void> {
  addSecurityHeaders(app, { behindProxy: options.trustProxy.length > 0 });
  addHttpRules(app);
  await shedOverload(app, options.overload, rebuiltAt);
  await addRateLimits(app, options.rateLimit);
  addRequestLog(app);
  capConnections(app.server, {
    total: options.maxConnections,
    perAddress: options.maxConnectionsPerAddress,
    exempt: options.trustProxy,
  });
}
