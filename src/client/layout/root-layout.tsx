import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTexts } from '../lib/use-texts.ts';
import { shellTexts } from './shell.texts.ts';
import { CompareBar } from '../features/compare-list/compare-bar.tsx';
import { LazyToaster } from '../features/toast/lazy-toaster.tsx';
import { whenNearViewport } from '../lib/when-near-viewport.ts';
import { SiteHeader } from './site-header.tsx';

/**
 * The footer's code loads when the footer comes near the viewport (decision record 017): until then React leaves the
 * server's footer as it is (its links are plain links) and takes it over when the code arrives. One element for
 * every render: a new one would be an update to the part not yet taken over, which React would then draw anew.
 */
const SiteFooter = import.meta.env.SSR
  ? (await import('./site-footer.tsx')).SiteFooter
  : lazy(() => whenNearViewport('footer').then(() => import('./site-footer.tsx')).then((module) => ({ default: module.SiteFooter })));
const footer = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);

export function RootLayout() {
  const t = useTexts(shellTexts);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-primary shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pb-24 outline-none">
        <Outlet />
      </main>
      {footer}
      <CompareBar />
      <LazyToaster />
    </div>
  );
}
