// The server's entry (built by `vite build --ssr`, loaded by src/server/render/page-renderer.ts): renders a
// page with its data for one request, on a router and query client of its own.
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import { loadTexts, type Catalogue, type Texts } from '../shared/i18n/catalogue.ts';
import { localeOfPath, type Locale } from '../shared/i18n/locale.ts';
import type { RenderPage } from '../shared/page-render.ts';
import { setApiFetch } from './lib/api.ts';
import { fullHead } from './lib/page-head.ts';
import { createQueryClient } from './lib/query-client.ts';
import { queriesToTransfer } from './lib/query-transfer.ts';
import { createAppRouter } from './router.tsx';

// Every catalogue in every language of this build (Traditional Chinese and English; Simplified Chinese in a build of
// its own, decision record 026), loaded once when the server starts: a page never waits for its texts, and the HTML
// is whole for readers without JavaScript.
const catalogues = Object.values(import.meta.glob<Record<string, Catalogue<Texts>>>('/src/**/*.texts.ts', { eager: true })).flatMap(Object.values);
await Promise.all(catalogues.flatMap((c) => [c.locale, ...(Object.keys(c.translations) as Locale[])].map((locale) => loadTexts(c, locale))));

export const render: RenderPage = ({ request, assets, nonce, api }) => {
  const locale = localeOfPath(new URL(request.url).pathname);
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient();
      setApiFetch(queryClient, api);
      return createAppRouter(queryClient, new URL(request.url).origin, locale, { nonce, dehydrate: () => ({ queries: queriesToTransfer(queryClient) }), fullHead });
    },
    getRouterManifest: () => assets,
  });
  // A stream: parts that wait (a lazy component below the fold) follow the rest of the page, as React streams
  // them (renderToString would leave them to the browser); crawlers get the whole page at once.
  return handler(({ router, responseHeaders }) =>
    renderRouterToStream({ request, router, responseHeaders, children: <RouterServer router={router} /> }),
  );
};
