// What the server gives the client's server entry (src/client/entry-server.tsx) to render one page.
import { BASE_LOCALE, SIMPLIFIED, type Locale } from './i18n/locale.ts';

/** The manifest of the browser's build for a language, in the build's folder (one build per language, written by
 * vite.config.ts, read by src/server/render/page-renderer.ts). */
export const manifestFile = (locale: Locale) => (locale === BASE_LOCALE ? '.vite/manifest.json' : `.vite/manifest.${locale}.json`);

/** A build's manifest (Vite's), as far as the site reads it: each chunk's file, its entry mark, stylesheets and assets. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; css?: string[]; assets?: string[] }>;

/** Every built file a manifest names (its chunks, their stylesheets and assets), as the site's addresses: '/assets/…'. */
export const filesOf = (manifest: BuildManifest): Set<string> =>
  new Set(Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])]).map((file) => `/${file}`));

/** The server's renderer of a language's pages, in the build's folder: one for Traditional Chinese and English, one for
 * Simplified Chinese (its code converted, decision record 026). */
export const serverEntryFile = (locale: Locale) => (locale === SIMPLIFIED ? 'server-zh-Hans/entry-server.js' : 'server/entry-server.js');

/** Fetches a path of this site's API (with its query string). */
export type ApiFetch = (pathAndQuery: string, init: { signal: AbortSignal }) => Promise<Response>;

/** The built files each route needs (TanStack Router's manifest): on the root, the inline script that starts the
 * entry script after the first paint, and the stylesheets. */
export type PageAssets = {
  routes: Record<string, { scripts?: { attrs: { type: 'module'; src?: string }; children?: string }[]; css?: string[] }>;
};

export type RenderPage = (options: {
  request: Request;
  assets: PageAssets;
  /** The nonce of this reply's Content-Security-Policy, on every script the router writes. */
  nonce: string;
  /** The API, answered inside the server process for this request's client. */
  api: ApiFetch;
}) => Promise<Response>;
