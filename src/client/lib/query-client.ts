import { QueryClient } from '@tanstack/react-query';

// SPEC §7: no retries, no refetch on focus or interval, data never stale (counts override: 60 s).
// One per router: per request on the server, one for the page's life in the browser.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
      },
    },
  });
}
