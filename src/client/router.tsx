// Code-based routes. Pages live in feature folders; every page is a lazy chunk, so a first load carries the shell
// (layout, router, query client) and its own page only (the first screens' chunks: vite.config.ts, decision 017).
// createAppRouter makes one router with its own query client: per request on the server (entry-server.tsx), once
// in the browser (main.tsx).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, notFound, type RouteComponent } from '@tanstack/react-router';
import { schoolTablePart } from './features/schools/school-table-part.ts';
import { isNameTooLong, schoolsQueryOf } from './features/schools/schools-query.ts';
import { Document } from './layout/document.tsx';
import { ApiError } from './lib/api.ts';
import { replaceWithCanonicalSearch } from './lib/canonical-url.ts';
import type { FullHead } from './lib/page-head.ts';
import { pageTitle, schoolTitle, type PageKey } from './lib/page-title.ts';
import type { School } from '../shared/schemas.ts';
import { parseId } from './lib/parse-id.ts';
import { restoreQueries, type TransferredQueries } from './lib/query-transfer.ts';
import { countsQuery, schoolQuery, schoolsQuery, statsQuery } from './lib/queries.ts';
import { fromSearchSchema, mapSearchSchema, schoolsSearchSchema } from './lib/search-params.ts';
import { parseSearch, stringifySearch } from './lib/search-string.ts';
import { BASE_PATHS, type Locale } from '../shared/i18n/locale.ts';

/** `fullHead`: on the server, the builder of a page's whole head (lib/page-head.ts); in the browser, none. */
export type RouterContext = { queryClient: QueryClient; origin: string; locale: Locale; fullHead?: FullHead };

const onServer = typeof window === 'undefined';

/**
 * Data the page can show a loading state for: the server waits for it (the HTML holds it, the browser does
 * not fetch it again); the browser only starts it, so a new search keeps the previous results on screen.
 */
async function preload(promise: Promise<unknown>) {
  if (onServer) await promise;
}

type HeadMatch = { context: RouterContext; pathname: string; search?: Record<string, unknown>; status: string; _notFound?: boolean };

/** A page not found: its loader said so, or (the root's match) no route has the path. */
const isNotFound = (match: HeadMatch) => match.status === 'notFound' || match._notFound === true;

/**
 * A page's head in the router's language; a page not found says so. The whole head (description, canonical,
 * hreflang, og:*, a school's JSON-LD, the Atom feed) is in the served HTML, built by the server's `fullHead`; in the browser only
 * the title follows navigation, so the browser's bundle leaves the rest out.
 */
function headOf(match: HeadMatch, page?: PageKey, school?: School) {
  const { locale, fullHead } = match.context;
  const notFound = isNotFound(match);
  const title = notFound ? pageTitle(locale, 'notFound') : school ? schoolTitle(school, locale) : pageTitle(locale, page);
  return fullHead ? fullHead(title, match, { notFound, school }) : { meta: [{ title }] };
}
const head = (page?: PageKey) => ({ match }: { match: HeadMatch }) => headOf(match, page);

/** A route's address as it is, read by the page's own chunk, so that the first screens do not carry the reading. */
const passedOn = (raw: Record<string, unknown>) => raw;

// Pages only a wrong address or a failure shows: chunks of their own, loaded when shown.
const NotFoundPage: RouteComponent = lazyRouteComponent(() => import('./components/not-found-page.tsx'), 'NotFoundPage');
const RouteError = lazyRouteComponent(() => import('./components/route-error.tsx'), 'RouteError');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Document,
  notFoundComponent: NotFoundPage,
  // The footer's counts, on every page.
  loader: ({ context }) => preload(context.queryClient.prefetchQuery(countsQuery())),
  // A path no route matches; each page's own head is its route's.
  head: ({ match }) => (isNotFound(match) ? headOf(match) : {}),
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: head(),
  component: lazyRouteComponent(() => import('./features/home/home-page.tsx'), 'HomePage'),
});

/** The list page's chunk, and the table view's with it when the address asks for the table: React then takes over
 * the server's table with the page (a star clicked meanwhile would do nothing). */
const schoolsPage = () =>
  Promise.all([
    import('./features/schools/schools-page.tsx'),
    !import.meta.env.SSR && new URLSearchParams(window.location.search).get('view') === 'table' && schoolTablePart.load(),
  ]).then(([page]) => page);

const schoolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/schools',
  validateSearch: schoolsSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    isNameTooLong(deps) ? undefined : preload(context.queryClient.prefetchQuery(schoolsQuery(schoolsQueryOf(deps)))),
  head: head('schools'),
  component: lazyRouteComponent(schoolsPage, 'SchoolsPage'),
});

// An unknown or malformed school id: the school's own not-found message (SPEC §8), with a way back to the list.
// Moving to a school in the browser waits for its data (its title is the school's name): the page's shape meanwhile.
// (Typed apart: inferred inside the route, the chunk's types would refer back to the route.)
const SchoolNotFound: RouteComponent = lazyRouteComponent(() => import('./features/school-detail/school-detail-page.tsx'), 'DetailError');
const SchoolPending: RouteComponent = lazyRouteComponent(() => import('./features/school-detail/school-detail-page.tsx'), 'DetailSkeleton');

const schoolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/schools/$id',
  // Lenient: a non-numeric id becomes 0, which is not found (404) without a request.
  params: { parse: ({ id }) => ({ id: parseId(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  validateSearch: fromSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  // The school is awaited in the browser too: the page's title and sharing tags are its name. Another failure
  // is the page's to show, with a retry (the school may well exist).
  loader: async ({ context, params: { id } }) => {
    if (id <= 0) throw notFound();
    // Schools like this one are in the page the server renders (a failure leaves the section to ask again). The
    // browser's section asks for them itself: the first screens' code does not carry the query (decision record 027).
    if (import.meta.env.SSR) {
      const { similarQuery } = await import('./features/school-detail/similar-query.ts');
      await context.queryClient.prefetchQuery(similarQuery(id));
    }
    try {
      return await context.queryClient.ensureQueryData(schoolQuery(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      return undefined;
    }
  },
  head: ({ match, loaderData }) => headOf(match, 'school', loaderData),
  component: lazyRouteComponent(() => import('./features/school-detail/school-detail-page.tsx'), 'SchoolDetailPage'),
  notFoundComponent: SchoolNotFound,
  pendingComponent: SchoolPending,
});

// The server renders the heading, the filters and the list's placeholder; the map (Leaflet needs the window) and
// its points are the browser's, after the first paint.
const mapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/map',
  validateSearch: mapSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  head: head('map'),
  component: lazyRouteComponent(() => import('./features/map/map-page.tsx'), 'MapPage'),
});

const statisticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/statistics',
  loader: ({ context }) => preload(context.queryClient.prefetchQuery(statsQuery('all'))),
  head: head('statistics'),
  component: lazyRouteComponent(() => import('./features/statistics/statistics-page.tsx'), 'StatisticsPage'),
});

// The server renders the schools the address names (the stored compare list is the browser's: without ids in the
// address the browser brings them in).
const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/compare',
  // Passed on as it is: compare-sync.ts reads it (and keeps it in step with the stored list) when the page is entered.
  validateSearch: passedOn,
  beforeLoad: (context) => import('./features/compare/compare-sync.ts').then(({ compareBeforeLoad }) => compareBeforeLoad(context)),
  loaderDeps: ({ search }) => ({ schools: search.schools }),
  loader: ({ context, deps }) =>
    onServer ? import('./features/compare/compare-loader.ts').then(({ loadCompare }) => loadCompare(context.queryClient, deps)) : undefined,
  head: head('compare'),
  component: lazyRouteComponent(() => import('./features/compare/compare-page.tsx'), 'ComparePage'),
});

// The shortlist lives in the browser's storage (the server renders the page around it); `?schools=` is someone
// else's, shared as a link.
const shortlistRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shortlist',
  validateSearch: passedOn,
  head: head('shortlist'),
  component: lazyRouteComponent(() => import('./features/shortlist/shortlist-page.tsx'), 'ShortlistPage'),
});

// What this browser is notified of (issue 27): kept by the server under the browser's own follow, which only the
// browser knows (the server renders the page around it).
const followsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/follows',
  head: head('follows'),
  component: lazyRouteComponent(() => import('./features/follows/follows-page.tsx'), 'FollowsPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  head: head('contact'),
  component: lazyRouteComponent(() => import('./features/contact/contact-page.tsx'), 'ContactPage'),
});

const dataRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/data',
  loader: ({ context }) =>
    preload(import('./features/data-sources/datasets-query.ts').then(({ datasetsQuery }) => context.queryClient.prefetchQuery(datasetsQuery()))),
  head: head('data'),
  component: lazyRouteComponent(() => import('./features/data-sources/data-page.tsx'), 'DataPage'),
});

const changesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/changes',
  // Passed on as it is: the page's chunk reads it (changes-search.ts).
  validateSearch: passedOn,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    preload(
      import('./features/changes/changes-search.ts').then(({ changesQuery, parseChangesSearch }) =>
        context.queryClient.prefetchQuery(changesQuery(parseChangesSearch(deps))),
      ),
    ),
  head: head('changes'),
  component: lazyRouteComponent(() => import('./features/changes/changes-page.tsx'), 'ChangesPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  schoolsRoute,
  schoolRoute,
  mapRoute,
  statisticsRoute,
  compareRoute,
  shortlistRoute,
  followsRoute,
  contactRoute,
  dataRoute,
  changesRoute,
]);

type Dehydrated = { queries: TransferredQueries };

/** On the server: the reply's CSP nonce for the scripts the router writes, and the state the page carries. */
export type ServerRendering = { nonce: string; dehydrate: () => Dehydrated; fullHead: FullHead };

/** The router for a page in `locale`: English pages live under /en (the router's base path), with the same routes. */
export function createAppRouter(queryClient: QueryClient, origin: string, locale: Locale, server?: ServerRendering) {
  return createRouter({
    routeTree,
    context: { queryClient, origin, locale, fullHead: server?.fullHead },
    basepath: BASE_PATHS[locale],
    parseSearch,
    stringifySearch: (search) => stringifySearch(search, !server),
    scrollRestoration: true,
    ssr: server && { nonce: server.nonce },
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    // The query cache travels in the page (entry-server.tsx dehydrates it): the browser starts with the
    // server's data.
    // (Cast: the router's serializability check cannot see that query keys hold plain values.)
    dehydrate: server?.dehydrate as (() => never) | undefined,
    hydrate: ({ queries }: Dehydrated) => restoreQueries(queryClient, queries),
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
