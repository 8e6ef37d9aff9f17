import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/icons.tsx';
import { PlainLink } from '../components/plain-link.tsx';
import { useTexts } from '../lib/use-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { isCurrentSection, NAV_ITEMS } from './nav-items.ts';
import { shellTexts } from './shell.texts.ts';

const linkClass = 'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-primary-light hover:text-primary';
const activeClass = 'bg-primary-light !text-primary';

export function SiteHeader() {
  const t = useTexts(shellTexts);
  // One subscription for the sections' links, plain ones: a <Link> per section did the router's work for each, in every
  // page's hydration, on a phone too, where the desktop's are hidden (about 700 calls a page, issue 30).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const sectionLink = (item: (typeof NAV_ITEMS)[number], className: string) => {
    const current = isCurrentSection(item.to, pathname);
    return (
      <li key={item.to}>
        <PlainLink to={item.to} className={`${className} ${current ? activeClass : ''}`} aria-current={current ? 'page' : undefined}>
          {t[item.label]}
        </PlainLink>
      </li>
    );
  };
  const menuButton = useRef<HTMLButtonElement>(null);

  // While the phone menu is open, Escape closes it and puts focus back on the menu button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-border bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2.5" onClick={() => setMenuOpen(false)}>
          <span className="grid size-10 place-items-center rounded-xl bg-primary text-white">
            <Icon name="school" className="size-6" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold text-slate-900">{t.siteName}</span>
            <span className="text-xs text-muted">{t.tagline}</span>
          </span>
        </Link>
        <nav aria-label={t.mainNav} className="hidden md:block">
          <ul className="flex gap-1">
            {NAV_ITEMS.map((item) => sectionLink(item, `${linkClass} whitespace-nowrap md:px-2 lg:px-3`))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch className="grid min-h-11 min-w-8 place-items-center rounded-lg px-1.5 text-sm font-medium text-slate-700 hover:bg-primary-light hover:text-primary" />
          <button
            ref={menuButton}
            type="button"
            className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-primary-light md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>
      </div>
      {/* Its links are rendered while it is open only: hidden, they would cost every page's hydration (issue 30). */}
      <nav id="mobile-menu" aria-label={t.phoneNav} hidden={!menuOpen} className="border-t border-border bg-white md:hidden">
        {menuOpen && (
          // A link chosen closes the menu (the only things in the list to click).
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3" onClick={() => setMenuOpen(false)}>
            {NAV_ITEMS.map((item) => sectionLink(item, `block ${linkClass} py-3 text-base`))}
          </ul>
        )}
      </nav>
    </header>
  );
}
