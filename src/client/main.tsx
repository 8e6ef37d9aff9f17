// The browser's entry: hydrates the document the server rendered, with the router state and query cache
// the server put in it (no request for data the page already holds), in the page's language.
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/router-core/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './app.css';
import { localeOfPath } from '../shared/i18n/locale.ts';
import { updateOfflineBanner } from './features/offline/offline-signal.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';

/**
 * The browser's other work (a paint, input) may run here: each step of starting the page is a task of its own, not
 * one long task of evaluating the code, building the router, reading its state and starting React (30–50 ms on the
 * host, four times that on Lighthouse's simulated phone; decision record 021).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
/** The router's state the server put in the page (TanStack Router's SSR script); `h` marks it as read. */
declare const $_TSR: { h: () => void };

async function start() {
  await nextTask();
  const router = createAppRouter(createQueryClient(), location.origin, localeOfPath(location.pathname));
  await nextTask();
  // What the router's RouterClient does, without its Suspense wrapper: the router's state from the page (the matched
  // routes' chunks loaded; the texts are in the code of this language's build, decision record 018), and React takes
  // over the server's HTML.
  await hydrate(router);
  $_TSR.h();
  await nextTask();
  // In a transition, React hydrates in slices and yields to the browser between them (one long task otherwise:
  // the page's total blocking time on a slow phone; decision record 016).
  // StrictMode's checks run in development only: the production build leaves it out (its bytes on every first screen).
  startTransition(() => {
    hydrateRoot(
      document,
      import.meta.env.DEV ? (
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>
      ) : (
        <RouterProvider router={router} />
      ),
    );
  });
  // Offline, a banner says so (features/offline); pages and answers seen stay available through the service
  // worker (src/sw/sw.ts, decision record 014), in the built site only. The entry runs after the first paint.
  if (!navigator.onLine) updateOfflineBanner();
  addEventListener('offline', updateOfflineBanner);
  if (import.meta.env.PROD) void navigator.serviceWorker?.register('/sw.js').catch(() => {});
}

void start();
