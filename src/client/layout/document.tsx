// The whole HTML document, rendered by the server and hydrated in the browser. The server writes the head (its
// fixed tags, each page's tags from the route heads and lib/page-head.ts, the built CSS), the entry script and
// the router's state, which carries the query cache; the browser's bundle leaves them out (React skips the
// extra tags in <head> and <body> when it hydrates) and keeps the page tags current on navigation with
// ClientHead: 2.2 KB less JavaScript on every first screen (decision record 009).
import { HeadContent, Scripts } from '@tanstack/react-router';
import { useEffect } from 'react';
import { languageTag } from '../../shared/i18n/locale.ts';
import { useLocale } from '../lib/use-texts.ts';
import { ClientHead } from './client-head.ts';
import { RootLayout } from './root-layout.tsx';

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Crect width='24' height='24' rx='5' fill='%231d4f91'/%3E%3Cpath fill='white' d='M6 13.2v3L12 19.5l6-3.3v-3L12 16.5l-6-3.3zM12 5 3.5 9.6 12 14.2l7-3.8V15h1.5V9.6L12 5z'/%3E%3C/svg%3E";

export function Document() {
  const locale = useLocale();
  // Marks the page as working (browser tests wait for it; a click before hydration does nothing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={languageTag(locale)}>
      <head>
        {import.meta.env.SSR ? (
          <>
            <meta charSet="UTF-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#1d4f91" />
            <link rel="icon" href={ICON} />
            <HeadContent />
          </>
        ) : (
          <ClientHead />
        )}
      </head>
      <body>
        <div id="root">
          <RootLayout />
        </div>
        {import.meta.env.SSR && <Scripts />}
      </body>
    </html>
  );
}
