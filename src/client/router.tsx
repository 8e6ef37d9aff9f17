// Code-based routes. Pages live in feature folders; every page is a lazy chunk, so a first load carries the
// shell (layout, router, query client) and its own page only.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { HomePage } from './features/home/home-page.tsx';
import { SchoolsPage } from './features/schools/schools-page.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { RouteError } from './components/route-error.tsx';
import { compareBeforeLoad } from './features/compare/compare-sync.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { replaceWithCanonicalSearch } from './lib/canonical-url.ts';
import { parseId } from './lib/parse-id.ts';
import { compareSearchSchema, fromSearchSchema, mapSearchSchema, schoolsSearchSchema } from './lib/search-params.ts';
import { parseSearch, stringifySearch } from './lib/search-string.ts';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const schoolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/schools',
  validateSearch: schoolsSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  component: SchoolsPage,
});

const schoolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/schools/$id',
  // Lenient: a non-numeric id becomes 0, which the page shows as 'not found' without a request.
  params: { parse: ({ id }) => ({ id: parseId(id) }), stringify: ({ id }) => ({ id: String(id) }) },
  validateSearch: fromSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  component: lazyRouteComponent(() => import('./features/school-detail/school-detail-page.tsx'), 'SchoolDetailPage'),
});

const mapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/map',
  validateSearch: mapSearchSchema,
  beforeLoad: replaceWithCanonicalSearch,
  component: lazyRouteComponent(() => import('./features/map/map-page.tsx'), 'MapPage'),
});

const statisticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/statistics',
  component: lazyRouteComponent(() => import('./features/statistics/statistics-page.tsx'), 'StatisticsPage'),
});

const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/compare',
  validateSearch: compareSearchSchema,
  beforeLoad: compareBeforeLoad,
  component: lazyRouteComponent(() => import('./features/compare/compare-page.tsx'), 'ComparePage'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
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

export const router = createRouter({
  routeTree,
  parseSearch,
  stringifySearch,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
