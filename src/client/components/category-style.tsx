// One place for how a school category looks: icon, colours and badge (SPEC §3 category display).
import { CATEGORY_LABELS } from '../../shared/vocabulary/categories.ts';
import { labelOf } from '../../shared/vocabulary/labels.ts';
import { useLocale } from '../lib/use-texts.ts';
import type { IconName } from './icons.tsx';
import { Icon } from './icons.tsx';

export type CategoryLook = {
  /** Badge / chip classes: light background with dark text (≥ 4.5:1). */
  chip: string;
  /** Text colour for icons and accents on white. */
  accent: string;
  /** Solid background classes for a filled tile (white text). */
  solid: string;
  /** Hex colour for canvas/SVG use such as map markers. */
  hex: string;
  icon: IconName;
};

const LOOKS: Record<string, CategoryLook> = {
  幼稚園: { chip: 'bg-secondary-light text-secondary-dark', accent: 'text-secondary', solid: 'bg-secondary text-white', hex: '#a4450a', icon: 'school' },
  小學: { chip: 'bg-info-light text-info', accent: 'text-info', solid: 'bg-info text-white', hex: '#0b6b7a', icon: 'apartment' },
  中學: { chip: 'bg-primary-light text-primary', accent: 'text-primary', solid: 'bg-primary text-white', hex: '#1d4f91', icon: 'accountBalance' },
};
const OTHER: CategoryLook = { chip: 'bg-slate-100 text-slate-700', accent: 'text-slate-600', solid: 'bg-slate-600 text-white', hex: '#52606d', icon: 'business' };

export function categoryStyle(category: string | null | undefined): CategoryLook {
  return (category && LOOKS[category]) || OTHER;
}

export function CategoryIcon({ category, className = 'size-5' }: { category: string | null | undefined; className?: string }) {
  const look = categoryStyle(category);
  return <Icon name={look.icon} className={`${look.accent} ${className}`} />;
}

/** The category's badge, labelled in the page's language. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${categoryStyle(category).chip}`}>
      {labelOf(CATEGORY_LABELS, category, useLocale())}
    </span>
  );
}
