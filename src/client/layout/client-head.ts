// In the browser, after a navigation: the page's title from the route heads. The other head tags (description,
// canonical URL, og:*) are for search engines and link previews, which read the HTML the server rendered
// (lib/page-head.ts builds them; HeadContent renders them on the server).
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

export function ClientHead() {
  // The deepest route's title.
  const title = useRouterState({
    select: (state) => {
      let last: string | undefined;
      for (const match of state.matches) for (const meta of match.meta ?? []) last = meta?.title ?? last;
      return last;
    },
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
