// Stand-ins for the parts of TanStack Router's core the site never uses, put in their place in the browser's build
// (vite.config.ts, librarySubsets): the router is always given the site's own search codec (lib/search-string.ts),
// so its default one (and the query-string library under it) is left out (0.4 KB less on every first screen).

function unused(): never {
  throw new Error("The router's default search codec is left out of the build: pass parseSearch and stringifySearch");
}

export const defaultParseSearch = unused;
export const defaultStringifySearch = unused;
