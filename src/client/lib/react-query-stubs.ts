// Stand-ins for the parts of react-query's hooks the site never uses, put in their place in the browser's build
// (vite.config.ts, librarySubsets): no query of the site suspends (`suspense`) or throws its error to an error
// boundary (`throwOnError`): each screen shows a query's loading and its error, with a retry, itself; and no query
// cache is restored from storage (PersistQueryClientProvider). 0.2 KB less on every first screen.

type Options = { suspense?: unknown; throwOnError?: unknown };

/** Where useQuery would suspend or throw (its options say so), a message saying these are left out. */
export function ensureSuspenseTimers(options: Options) {
  if (options.suspense || options.throwOnError) {
    throw new Error('Queries that suspend or throw their errors are left out of the build (src/client/lib/react-query-stubs.ts)');
  }
}
export const shouldSuspend = () => false;
export function fetchOptimistic(): never {
  throw new Error('Suspending queries are left out of the build');
}
export const ensurePreventErrorBoundaryRetry = () => undefined;
export const getHasError = () => false;
export const useClearResetErrorBoundary = () => undefined;
export const useQueryErrorResetBoundary = () => undefined;
/** No persisted cache is being restored. */
export const useIsRestoring = () => false;
