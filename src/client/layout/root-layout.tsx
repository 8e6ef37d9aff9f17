import { Outlet } from '@tanstack/react-router';
import { useTexts } from '../lib/use-texts.ts';
import { shellTexts } from './shell.texts.ts';
import { CompareBar } from '../features/compare-list/compare-bar.tsx';
import { LazyToaster } from '../features/toast/lazy-toaster.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

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
      <SiteFooter />
      <CompareBar />
      <LazyToaster />
    </div>
  );
}
