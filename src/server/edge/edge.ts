// The HTTP edge in one call: security headers, HTTP rules, shedding under overload, rate limits, the request log
// line and the connection caps, in that order (so that a 405, 414, 503 or 429 carries the security headers too), and
// the answers sent before Fastify under the same rules.
import type { FastifyInstance } from 'fastify';
import { capConnections } from './connection-cap.ts';
import { answerEarly, type EarlyAnswerOptions } from './early-answers.ts';
import type { EdgeOptions } from './edge-env.ts';
import { addHttpRules } from './http-rules.ts';
import { addRateLimits } from './rate-limit.ts';
import { addRequestLog } from './request-log.ts';
import { shedOverload } from './overload.ts';
import { addSecurityHeaders } from './security-headers.ts';

/**
 * `rebuiltAt`: when the read model was last rebuilt (SchoolStore.rebuiltAt; see overload.ts). Returns the function that
 * puts the answers sent before Fastify in front of it (early-answers.ts), given the response cache's answers by
 * address: called once every route is registered.
 */
export async function setUpEdge(app: FastifyInstance, options: EdgeOptions, rebuiltAt: () => number) {
  addSecurityHeaders(app, { behindProxy: options.trustProxy.length > 0 });
  addHttpRules(app);
  const overload = await shedOverload(app, options.overload, rebuiltAt);
  const limits = await addRateLimits(app, options.rateLimit);
  const line = addRequestLog(app);
  capConnections(app.server, {
    total: options.maxConnections,
    perAddress: options.maxConnectionsPerAddress,
    exempt: options.trustProxy,
  });
  return (answered: EarlyAnswerOptions['answered']) => answerEarly(app, { trustProxy: options.trustProxy, limits, overload, line, answered });
}
