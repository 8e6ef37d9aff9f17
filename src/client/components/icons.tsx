// Material-style icons (24 px grid) from one sprite file, so that the script carries their names, not their
// paths; the sprite is a cached asset of its own. Decorative: always aria-hidden.
import sprite from './icons.svg?no-inline';

export const ICON_NAMES = [
  'school', 'apartment', 'accountBalance', 'business', 'menu', 'close', 'search', 'place', 'phone', 'chart',
  'map', 'back', 'external', 'grid', 'table', 'compare', 'add', 'check', 'mail', 'warning', 'star', 'starOutline', 'bell', 'bellRinging',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
