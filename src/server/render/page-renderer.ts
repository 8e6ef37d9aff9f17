// Pages rendered on the server (decision record 009): the client's server entry, built into dist/server, renders
// each page with its data; its API requests are answered inside this process (app.inject), counted against the
// visitor's own address as the browser's would be. Each reply gets a fresh nonce for its inline scripts.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, pipeline, Readable, type Transform } from 'node:stream';
import zlib, { createBrotliCompress, createGzip } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, localeOfPath, SIMPLIFIED, type Locale } from '../../shared/i18n/locale.ts';
import { manifestFile, serverEntryFile, type BuildManifest, type PageAssets, type RenderPage } from '../../shared/page-render.ts';
import { cspWithNonce } from '../edge/security-headers.ts';
import { simplifiedText } from '../i18n/in-language.ts';
import { pickEncoding } from '../read-model/response-cache.ts';
import { RenderGate } from './render-gate.ts';


/** Without a paint entry (a tab in the background, a browser without paint timing), the script starts after this. */
const START_FALLBACK_MS = 1500;

/**
 * The inline script that starts the entry script `src` once the page's first contentful paint has been presented
 * (then a frame and a task): on a slow phone, downloading the entry while the page and its stylesheet arrive, and
 * evaluating it and hydrating before the paint, would hold back the paint of a page that is already there. (A
 * frame alone is not enough: the first frame may be painted before the stylesheet, without content.)
 */
export function entryStarter(src: string): string {
  return [
    `let started = false;`,
    `const start = () => { if (!started) { started = true; import(${JSON.stringify(src)}); } };`,
    `setTimeout(start, ${START_FALLBACK_MS});`,
    `new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) requestAnimationFrame(() => setTimeout(start)); }).observe({ type: 'paint', buffered: true });`,
  ].join('\n');
}

/**
 * The entry script and its stylesheets, from the client build's manifest, on the root route: the stylesheets in
 * the head, the script started after the first paint (no modulepreload either; decision record 016).
 */
export function pageAssets(manifest: BuildManifest): PageAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry');
  return {
    routes: {
      __root__: {
        scripts: [{ attrs: { type: 'module' }, children: entryStarter(`/${entry.file}`) }],
        css: (entry.css ?? []).map((file) => `/${file}`),
      },
    },
  };
}

/** Each part of the page leaves as soon as it is rendered (a flush per write), at a level quick enough for
 * every request (brotli's default, 11, is for files compressed once). Brotli's window is 64 KB, not its default
 * 4 MB: at level 5 that halves the encoder's memory (1.6 MB → 0.8 MB) and a page (20 to 90 KB) comes out the same
 * size (decision record 030). */
function compressor(encoding: 'br' | 'gzip'): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 16 },
      })
    : createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

/** Pages rendered at once in a process; the others wait their turn (render-gate.ts, decision record 030). */
export const PAGES_AT_ONCE = 8;
/**
 * What a page's reply may hold of its bytes ahead of the client (more than any page): a client that reads slowly
 * holds its page's bytes, never its place among the pages rendered, nor a compressor.
 */
const PAGE_BUFFER_BYTES = 1024 * 1024;
/** The status of the reply to a client that closed its connection before its answer (nginx's "client closed request"). */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * The address of a Simplified Chinese page whose place (`place`, the label of a chosen point, written in the language
 * of the page that chose it) is in Traditional: with the label converted. Filter values stay Traditional in every
 * language (decision record 026). Undefined for any other address.
 */
export function simplifiedPlace(pathAndQuery: string): string | undefined {
  const url = new URL(pathAndQuery, 'http://page');
  const place = localeOfPath(url.pathname) === SIMPLIFIED ? url.searchParams.get('place') : null;
  const simplified = place && simplifiedText(place);
  if (!simplified || simplified === place) return undefined;
  url.searchParams.set('place', simplified);
  return `${url.pathname}${url.search}`;
}

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The page sender for the build in `distDir` (client/ and the renderers), or undefined when it is not built. */
export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<SendPage | undefined> {
  const entryPaths = LOCALES.map((locale) => path.join(distDir, serverEntryFile(locale)));
  const manifestPaths = LOCALES.map((locale) => path.join(distDir, 'client', manifestFile(locale)));
  if (![...entryPaths, ...manifestPaths].every((file) => existsSync(file))) return undefined;
  // A build per language (decision records 018, 026): a page gets its language's renderer (Traditional Chinese and
  // English share one, a module imported once) and entry script.
  const pages = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale, i) => {
        const { render } = (await import(pathToFileURL(entryPaths[i]!).href)) as { render: RenderPage };
        return [locale, { render, assets: pageAssets(JSON.parse(readFileSync(manifestPaths[i]!, 'utf8')) as BuildManifest) }];
      }),
    ),
  ) as Record<Locale, { render: RenderPage; assets: PageAssets }>;

  const gate = new RenderGate(PAGES_AT_ONCE);
  return async (request, reply) => {
    const converted = simplifiedPlace(request.url);
    if (converted) return reply.redirect(converted, 302);
    const leave = await gate.enter();
    // A client that left while its page waited for its turn gets nothing rendered: its reply (nginx's 499, "client
    // closed request") goes nowhere, as any reply to a client gone does.
    if (request.raw.socket?.destroyed) {
      leave();
      return reply.code(CLIENT_CLOSED_REQUEST).send();
    }
    let rendering = false;
    try {
      const nonce = randomBytes(16).toString('base64');
      const api = async (pathAndQuery: string) => {
        const answer = await app.inject({ method: 'GET', url: pathAndQuery, remoteAddress: request.ip });
        return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type']) } });
      };
      const url = `${request.protocol}://${request.host}${request.url}`;
      const { render, assets } = pages[localeOfPath(request.url)];
      const response = await render({ request: new Request(url), assets, nonce, api });
      reply.code(response.status).header('content-security-policy', cspWithNonce(nonce)).header('cache-control', 'no-store');
      const location = response.headers.get('location');
      if (location) reply.header('location', location);
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (!response.body) return reply.send('');
      const html = Readable.fromWeb(response.body as NodeReadableStream);
      // A page's size is not known before it is rendered: compressed whenever the browser takes it.
      const encoding = pickEncoding(request.headers['accept-encoding'], Infinity);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The page leaves part by part as it is rendered; its place is freed when the render is done (or the client
      // gone): the bytes the client has not read yet wait in `page`, not in the renderer.
      const page = new PassThrough({ highWaterMark: PAGE_BUFFER_BYTES });
      rendering = true;
      pipeline([html, ...(encoding === 'identity' ? [] : [compressor(encoding)]), page], () => leave());
      return reply.send(page);
    } finally {
      if (!rendering) leave();
    }
  };
}
