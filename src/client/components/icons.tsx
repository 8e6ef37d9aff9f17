// Material-style icons (24 px grid) drawn by name from one sprite of symbols (icons.svg). The server writes the sprite
// into each page (IconSprite, in layout/document.tsx) and every icon refers to it in the same document: neither the
// script nor a request carries the paths, and the browser builds no document of its own for an external sprite (8–15
// ms of a fresh page's main thread on a fast desktop, several times that on a phone: decision record 009).
// Decorative: always aria-hidden.
import sprite from './icons.svg?raw';

export const ICON_NAMES = [
  'school', 'apartment', 'accountBalance', 'business', 'menu', 'close', 'search', 'place', 'phone', 'chart',
  'map', 'back', 'external', 'grid', 'table', 'compare', 'add', 'check', 'mail', 'warning', 'star', 'starOutline', 'bell', 'bellRinging',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** The sprite file's symbols, without its outer element and its comment: taken out once, on the first page rendered. */
let symbols: string | undefined;

/**
 * The symbols the icons draw, hidden, rendered by the server only (document.tsx): React skips the element when it
 * hydrates the body, and it stays there through client navigations.
 */
export function IconSprite() {
  symbols ??= sprite.replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$|<!--[\s\S]*?-->/g, '').trim();
  return <svg aria-hidden="true" focusable="false" className="hidden" dangerouslySetInnerHTML={{ __html: symbols }} />;
}
