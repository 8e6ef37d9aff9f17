import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/icons.tsx';
import { NAV_ITEMS } from './nav-items.ts';

const linkClass = 'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-primary-light hover:text-primary';
const activeClass = 'bg-primary-light !text-primary';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
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
    <header className="sticky top-0 z-30 border-b border-border bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2.5" onClick={() => setMenuOpen(false)}>
          <span className="grid size-10 place-items-center rounded-xl bg-primary text-white">
            <Icon name="school" className="size-6" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold text-slate-900">港校指南</span>
            <span className="text-xs text-muted">香港學校資訊一站通</span>
          </span>
        </Link>
        <nav aria-label="主要導覽" className="hidden md:block">
          <ul className="flex gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass} activeProps={{ className: activeClass, 'aria-current': 'page' }} activeOptions={{ exact: item.to === '/' }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-primary-light md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? '關閉選單' : '開啟選單'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
        </button>
      </div>
      <nav id="mobile-menu" aria-label="流動裝置導覽" hidden={!menuOpen} className="border-t border-border bg-white md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`block ${linkClass} py-3 text-base`}
                activeProps={{ className: activeClass, 'aria-current': 'page' }}
                activeOptions={{ exact: item.to === '/' }}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
