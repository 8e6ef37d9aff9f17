// For component tests: a memory router whose root renders the children, so that <Link> works.
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { BASE_LOCALE, type Locale } from '../shared/i18n/locale.ts';

/** `locale`: the page's language, as the app's router has it in its context (lib/use-texts.ts). */
export function RouterWrapper({ children, locale = BASE_LOCALE }: { children: ReactNode; locale?: Locale }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => children }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { locale },
    }),
  );
  return <RouterProvider router={router as never} />;
}
