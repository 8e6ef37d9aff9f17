// The server's entry (built by `vite build --ssr`, loaded by src/server/render/page-renderer.ts): renders a
// page with its data for one request, on a router and query client of its own.
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { RenderPage } from '../shared/page-render.ts';
import { setApiFetch } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { queriesToTransfer } from './lib/query-transfer.ts';
import { createAppRouter } from './router.tsx';

export const render: RenderPage = ({ request, assets, nonce, api }) => {
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient();
      setApiFetch(queryClient, api);
      return createAppRouter(queryClient, new URL(request.url).origin, { nonce, dehydrate: () => ({ queries: queriesToTransfer(queryClient) }) });
    },
    getRouterManifest: () => assets,
  });
  // A stream: parts that wait (a lazy component below the fold) follow the rest of the page, as React streams
  // them (renderToString would leave them to the browser); crawlers get the whole page at once.
  return handler(({ router, responseHeaders }) =>
    renderRouterToStream({ request, router, responseHeaders, children: <RouterServer router={router} /> }),
  );
};
