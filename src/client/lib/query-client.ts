import { QueryClient } from '@tanstack/react-query';

// SPEC §7: no retries, no refetch on focus or interval, data never stale (counts override: 60 s).
export const queryClient = new QueryClient({
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
