// The Content-Security-Policy allows what the built client needs and nothing inline but style attributes and,
// on a rendered page, the router's scripts carrying the reply's nonce.
import { describe, expect, it } from 'vitest';
import { OSM_TILES } from '../../client/features/map/osm.ts';
import { cspWithNonce, SECURITY_HEADERS } from './security-headers.ts';

const csp = new Map(
  new Map(SECURITY_HEADERS)
    .get('content-security-policy')!
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .map(([name, ...sources]) => [name!, sources]),
);

/** A CSP host source with a leading wildcard, matched against a host. */
const allows = (source: string, url: URL) =>
  source.startsWith(`${url.protocol}//*.`) && url.host.endsWith(source.slice(`${url.protocol}//*`.length));

/** The sources a directive ends up with, through CSP3's fallbacks. */
const FALLBACK: Record<string, string> = {
  'script-src-attr': 'script-src',
  'script-src-elem': 'script-src',
  'style-src-attr': 'style-src',
  'style-src-elem': 'style-src',
  'script-src': 'default-src',
  'style-src': 'default-src',
  'img-src': 'default-src',
  'font-src': 'default-src',
  'connect-src': 'default-src',
};
const effective = (directive: string): string[] | undefined => {
  const fallback = FALLBACK[directive];
  return csp.get(directive) ?? (fallback === undefined ? undefined : effective(fallback));
};

describe('Content-Security-Policy', () => {
  it("runs only the site's own scripts and styles, in no frame", () => {
    for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'font-src']) {
      expect(effective(directive), directive).toEqual(["'self'"]);
    }
    expect(effective('style-src-attr')).toEqual(["'unsafe-inline'"]); // Leaflet divIcon markers' style attributes
    expect(effective('connect-src')).toEqual(["'self'"]); // the address lookup is called by the server
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("allows the map's tiles from the host in osm.ts, and data: images", () => {
    const tile = new URL(OSM_TILES.replace('{s}', 'b').replace('{z}/{x}/{y}', '1/2/3'));
    expect(csp.get('img-src')!.some((source) => allows(source, tile))).toBe(true);
    expect(csp.get('img-src')).toContain('data:');
  });

  it("allows a rendered page's inline scripts by its nonce only: nothing else changes", () => {
    const withNonce = cspWithNonce('abc123==');
    const directives = withNonce.split(';');
    expect(directives.filter((directive) => directive.startsWith('script-src'))).toEqual(["script-src 'self' 'nonce-abc123=='"]);
    expect(withNonce.replace(" 'nonce-abc123=='", '')).toBe(new Map(SECURITY_HEADERS).get('content-security-policy'));
  });
});
