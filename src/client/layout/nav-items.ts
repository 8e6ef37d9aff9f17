import type { ShellTexts } from './shell.texts.ts';

export const NAV_ITEMS = [
  { to: '/', label: 'navHome' },
  { to: '/schools', label: 'navSchools' },
  { to: '/statistics', label: 'navStatistics' },
  { to: '/map', label: 'navMap' },
  { to: '/shortlist', label: 'navShortlist' },
  { to: '/contact', label: 'navContact' },
] as const satisfies readonly { to: string; label: keyof ShellTexts }[];

/** Whether a section is the current page's: its path, or a page under it (the home page: itself only, as '//' begins
 * no other), the path without the language's prefix, as the router's location has it. */
export const isCurrentSection = (to: string, pathname: string): boolean => `${pathname}/`.startsWith(`${to}/`);
