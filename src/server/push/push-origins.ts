// Which addresses a subscription may name (issue 27, decision record 029): the server sends requests there, so
// only push services' origins are taken: the major browsers' by default, and those an operator adds
// (PUSH_SERVICE_ORIGINS: a self-hosted service, a test's stand-in). Anything else — another host, plain http, an IP
// literal, a private or local name — is refused with the reason.
import { isIP } from 'node:net';

/** The push services of Chrome and Edge's Chromium (FCM), Firefox (Mozilla), Safari (Apple), Edge (WNS). */
const BROWSER_PUSH_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^web\.push\.apple\.com$/, /^[a-z0-9-]+\.notify\.windows\.com$/];

/** Origins of PUSH_SERVICE_ORIGINS (comma-separated), each checked to be an origin alone. */
export function parsePushOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = URL.parse(item);
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
        throw new Error(`PUSH_SERVICE_ORIGINS: "${item}" is not an origin such as https://push.example.org`);
      }
      return url.origin;
    });
}

/** Why the endpoint is refused, or null when it may be sent to. */
export function endpointProblem(endpoint: string, extraOrigins: readonly string[]): string | null {
  const url = URL.parse(endpoint);
  if (!url) return 'is not a URL';
  if (extraOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'must be an https address of a push service';
  if (url.username || url.password) return 'must not hold a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return 'must name a push service by its host name, not an IP address';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.')) {
    return 'must not be a local or private address';
  }
  if (url.port && url.port !== '443') return 'must be on the push service’s standard port';
  if (!BROWSER_PUSH_HOSTS.some((pattern) => pattern.test(host))) {
    return 'is not a known push service (Chrome, Edge, Firefox or Safari’s); the server’s PUSH_SERVICE_ORIGINS may add one';
  }
  return null;
}
