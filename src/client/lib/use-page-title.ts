import { useEffect } from 'react';

/** '{title} | 港校指南' while the page is shown; the previous title comes back on leave. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | 港校指南`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
