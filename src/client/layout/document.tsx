// The whole HTML document, rendered by the server and hydrated in the browser. The server writes the head (its
// fixed tags, each page's tags from the route heads and lib/page-head.ts, the built CSS), the entry script and
// the router's state, which carries the query cache; the browser's bundle leaves them out (React skips the
// extra tags in <head> and <body> when it hydrates) and keeps the page tags current on navigation with
// ClientHead: 2.2 KB less JavaScript on every first screen (decision record 009).
import { HeadContent, Scripts } from '@tanstack/react-router';
import { useEffect } from 'react';
import { languageTag } from '../../shared/i18n/locale.ts';
import { useLocale } from '../lib/use-texts.ts';
import { IconSprite } from '../components/icons.tsx';
import { ClientHead } from './client-head.ts';
import { RootLayout } from './root-layout.tsx';
// The site's icon (the service worker's notifications too): a PNG, which the browser decodes at once, where an SVG is
// loaded as a document of its own on the page's main thread (4–7 ms of a fresh page on a fast desktop; decision
// record 009). A cached asset, not written into each page.
import ICON from './favicon.png?no-inline';

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
            <link rel="icon" type="image/png" href={ICON} />
            <HeadContent />
          </>
        ) : (
          <ClientHead />
        )}
      </head>
      <body>
        {import.meta.env.SSR && <IconSprite />}
        <div id="root">
          <RootLayout />
        </div>
        {import.meta.env.SSR && <Scripts />}
      </body>
    </html>
  );
}
