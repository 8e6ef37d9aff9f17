import { QueryClient } from '@tanstack/react-query';

// SPEC §7: no retries, no refetch on focus or interval, data never stale (counts override: 60 s). Requests are made
// offline too (not paused until the phone is back online): the service worker may have the answer saved, and if
// not, the page says the phone is offline, with a retry (decision record 014).
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
        networkMode: 'always',
      },
    },
  });
}
