import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CONTACT_EMAIL } from '../../shared/constants.ts';
import { formatDate } from '../../shared/display/format.ts';
import { pageTitleTexts } from '../lib/page-title.texts.ts';
import { PlainLink } from '../components/plain-link.tsx';
import { countsQuery } from '../lib/queries.ts';
import { useLocale, useTexts } from '../lib/use-texts.ts';
import { isCurrentSection } from './nav-items.ts';
import { shellTexts } from './shell.texts.ts';

// At least 24px tall (WCAG 2.2 target size), as the links sit close together.
const linkClass = 'inline-flex min-h-6 items-center self-start rounded text-slate-200 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter() {
  const t = useTexts(shellTexts);
  const locale = useLocale();
  const counts = useQuery(countsQuery()).data;
  const titles = useTexts(pageTitleTexts);
  // The current page's link marked as the header's are (site-header.tsx).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const link = (to: string, text: ReactNode, className = linkClass) => (
    <PlainLink to={to} className={className} aria-current={isCurrentSection(to, pathname) ? 'page' : undefined}>
      {text}
    </PlainLink>
  );
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold text-white">{t.siteName}</p>
          <p className="text-sm">{t.about}</p>
          {counts && (
            <p className="text-sm text-white">{t.schoolCounts(counts.kindergarten, counts.primary, counts.secondary)}</p>
          )}
        </div>
        <nav aria-label={t.footerNav} className="flex flex-col gap-2 text-sm">
          <p className="font-semibold text-white">{t.siteLinks}</p>
          {link('/', t.navHome)}
          {link('/schools', t.navSchools)}
          {link('/changes', t.navChanges)}
          {/* Named by its title (the titles are in every page's code already; the header has no room left). */}
          {link('/follows', titles.follows)}
          {link('/contact', t.navContact)}
        </nav>
        <div className="flex flex-col gap-2 text-sm">
          <p className="font-semibold text-white">{t.contactAndSources}</p>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>{CONTACT_EMAIL}</a>
          <p>{t.sources}</p>
          {/* Underlined: among plain sentences, the one link must look like one. */}
          {link('/data', counts?.dataDate ? t.dataDate(formatDate(counts.dataDate.date, undefined, locale)) : t.aboutData, `${linkClass} underline`)}
        </div>
      </div>
      <p className="border-t border-slate-700 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} {t.siteName}
      </p>
    </footer>
  );
}
