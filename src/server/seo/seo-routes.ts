// GET /sitemap.xml: every page and every school, in every language, each with its twins in the other languages
// (hreflang); GET /robots.txt points to it. Addresses are absolute on the request's origin (its Host, and
// X-Forwarded-Proto only from TRUST_PROXY), as the pages' canonical links are.
import type { FastifyPluginAsync } from 'fastify';
import { HREFLANG, LOCALES, pathIn } from '../../shared/i18n/locale.ts';
import { sendCached } from '../api/send-cached.ts';
import type { ApiContext } from '../api/api-context.ts';
import { BAD_HOST, escapeXml, originOf } from './origin.ts';

/** The pages a search engine should know besides each school's (the compare page is a visitor's own list). */
const PAGES = ['/', '/schools', '/statistics', '/map', '/contact'];

/** One <url> per page and language, each listing the page in every language. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[locale]}" href="${escapeXml(origin + pathIn(locale, path))}"/>`,
    ).join('');
    return LOCALES.map((locale) => `<url><loc>${escapeXml(origin + pathIn(locale, path))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export const seoRoutes: FastifyPluginAsync<ApiContext> = async (app, { store, cache }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => {
    const origin = originOf(request);
    if (!origin) return reply.code(400).send(BAD_HOST);
    const model = store.current;
    const entry = cache.get(model.version, `sitemap:${origin}`, () => [...PAGES, ...model.schools.map((school) => `/schools/${school.id}`)], {
      serialize: (paths) => sitemapXml(origin, paths),
    });
    sendCached(request, reply, entry, 'application/xml; charset=utf-8');
    return reply;
  });

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    const origin = originOf(request);
    if (!origin) return reply.code(400).send(BAD_HOST);
    return reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
};
