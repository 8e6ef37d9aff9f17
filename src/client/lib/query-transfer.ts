// The query cache's results, carried in the page from the server to the browser: only what a query needs to
// start with (its key, data and time), set into the browser's cache before hydration. (react-query's own
// dehydrate/hydrate would carry each query's whole state and add 0.4 KB gzipped to every first screen.)
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type TransferredQueries = [key: QueryKey, data: unknown, updatedAt: number][];

/** On the server, after the loaders: every query that succeeded. */
export const queriesToTransfer = (client: QueryClient): TransferredQueries =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);

/** In the browser, before hydration. */
export function restoreQueries(client: QueryClient, queries: TransferredQueries) {
  for (const [key, data, updatedAt] of queries) client.setQueryData(key, data, { updatedAt });
}
