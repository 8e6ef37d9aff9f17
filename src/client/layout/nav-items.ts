import type { ShellTexts } from './shell.texts.ts';

export const NAV_ITEMS = [
  { to: '/', label: 'navHome' },
  { to: '/schools', label: 'navSchools' },
  { to: '/statistics', label: 'navStatistics' },
  { to: '/map', label: 'navMap' },
  { to: '/shortlist', label: 'navShortlist' },
  { to: '/contact', label: 'navContact' },
] as const satisfies readonly { to: string; label: keyof ShellTexts }[];
