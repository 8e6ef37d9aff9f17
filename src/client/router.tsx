// Code-based routes. Pages live in feature folders; every page but the home and list pages (the first screens)
// is a lazy chunk, so a first load carries the shell (layout, router, query client) and its own page only.
// createAppRouter makes one router with its own query client: per request on the server (entry-server.tsx), once
// in the browser (main.tsx).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, notFound, type RouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page.tsx';
import { SchoolsPage } from './features/schools/schools-page.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { RouteError } from './components/route-error.tsx';
import { compareBeforeLoad } from './features/compare/compare-sync.ts';
import { isNameTooLong, schoolsQueryOf } from './features/schools/schools-query.ts';
import { schoolJsonLd } from './features/school-detail/school-json-ld.ts';
import { schoolMeta } from './features/school-detail/school-meta.ts';
import { Document } from './layout/document.tsx';
import { ApiError } from './lib/api.ts';
import { replaceWithCanonicalSearch } from './lib/canonical-url.ts';
import { NOT_FOUND_TEXT, pageHead, pageText, SITE_TEXT, type PageHead, type PageText } from './lib/page-meta.ts';
import type { School } from '../shared/schemas.ts';
import { parseId } from './lib/parse-id.ts';
import { restoreQueries, type TransferredQueries } from './lib/query-transfer.ts';
import { countsQuery, schoolQuery, schoolsQuery, statsQuery } from './lib/queries.ts';
import { compareSearchSchema, fromSearchSchema, mapSearchSchema, schoolsSearchSchema } from './lib/search-params.ts';
import { parseSearch, stringifySearch } from './lib/search-string.ts';

export type RouterContext = { queryClient: QueryClient; origin: string };

const onServer = typeof window === 'undefined';

/**
 * Data the page can show a loading state for: the server waits for it (the HTML holds it, the browser does
 * not fetch it again); the browser only starts it, so a new search keeps the previous results on screen.
 */
async function preload(promise: Promise<unknown>) {
  if (onServer) await promise;
}

type HeadMatch = { context: RouterContext; pathname: string; status: string; _notFound?: boolean };

/** A page not found: its loader said so, or (the root's match) no route has the path. */
const isNotFound = (match: HeadMatch) => match.status === 'notFound' || match._notFound === true;

/** A route's head from its text, on this router's origin; a page not found says so. */
const head = (text: PageText) => ({ match }: { match: HeadMatch }) =>
  pageHead(isNotFound(match) ? NOT_FOUND_TEXT : text, match.context.origin, match.pathname);

/** A school's page head; search engines read the served HTML, so the browser's bundle leaves the JSON-LD out. */
function schoolHead(match: HeadMatch, school: School | undefined): PageHead {
  const { meta, links } = head(school ? schoolMeta(school) : pageText('學校資料'))({ match });
  const url = links[0]!.href!;
  // HeadContent writes a 'script:ld+json' entry as <script type="application/ld+json">; the meta type omits it.
  const jsonLd = import.meta.env.SSR && school ? [{ 'script:ld+json': schoolJsonLd(school, url) } as PageHead['meta'][number]] : [];
  return { meta: [...meta, ...jsonLd], links };
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Document,
  notFoundComponent: NotFoundPage,
  // The footer's counts, on every page.
  loader: ({ context }) => preload(context.queryClient.prefetchQuery(countsQuery())),
  // A path no route matches; each page's own head is its route's.
  head: ({ match }) => (isNotFound(match) ? pageHead(NOT_FOUND_TEXT, match.context.origin, match.pathname) : {}),
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: head(SITE_TEXT),
  component: HomePage,
});

const schoolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/schools',
  validateSearch: schoolsSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    isNameTooLong(deps) ? undefined : preload(context.queryClient.prefetchQuery(schoolsQuery(schoolsQueryOf(deps)))),
  head: head(pageText('學校搜尋')),
  component: SchoolsPage,
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
    try {
      return await context.queryClient.ensureQueryData(schoolQuery(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      return undefined;
    }
  },
  head: ({ match, loaderData }) => schoolHead(match, loaderData),
  component: lazyRouteComponent(() => import('./features/school-detail/school-detail-page.tsx'), 'SchoolDetailPage'),
  notFoundComponent: SchoolNotFound,
  pendingComponent: SchoolPending,
});

// The map draws in the browser only (Leaflet needs the window): the server sends the page's frame.
const mapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/map',
  validateSearch: mapSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  ssr: false,
  head: head(pageText('學校地圖')),
  component: lazyRouteComponent(() => import('./features/map/map-page.tsx'), 'MapPage'),
});

const statisticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/statistics',
  loader: ({ context }) => preload(context.queryClient.prefetchQuery(statsQuery('all'))),
  head: head(pageText('統計資料')),
  component: lazyRouteComponent(() => import('./features/statistics/statistics-page.tsx'), 'StatisticsPage'),
});

// The compare list lives in the browser's storage, which the server cannot read.
const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/compare',
  validateSearch: compareSearchSchema,
  beforeLoad: compareBeforeLoad,
  ssr: false,
  head: head(pageText('學校比較')),
  component: lazyRouteComponent(() => import('./features/compare/compare-page.tsx'), 'ComparePage'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  head: head(pageText('聯絡我們')),
  component: lazyRouteComponent(() => import('./features/contact/contact-page.tsx'), 'ContactPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  schoolsRoute,
  schoolRoute,
  mapRoute,
  statisticsRoute,
  compareRoute,
  contactRoute,
]);

type Dehydrated = { queries: TransferredQueries };

/** On the server: the reply's CSP nonce for the scripts the router writes, and the state the page carries. */
export type ServerRendering = { nonce: string; dehydrate: () => Dehydrated };

export function createAppRouter(queryClient: QueryClient, origin: string, server?: ServerRendering) {
  return createRouter({
    routeTree,
    context: { queryClient, origin },
    parseSearch,
    stringifySearch,
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
