// The browser's entry: hydrates the document the server rendered, with the router state and query cache
// the server put in it (no request for data the page already holds).
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/router-core/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './app.css';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter(createQueryClient(), window.location.origin);

// What the router's RouterClient does, without its Suspense wrapper: the router's state from the page first
// (the matched routes' chunks loaded), then React takes over the server's HTML.
void hydrate(router).then(() => {
  (window as unknown as { $_TSR: { h: () => void } }).$_TSR.h();
  hydrateRoot(
    document,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
