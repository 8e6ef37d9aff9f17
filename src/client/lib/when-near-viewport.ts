// When a part of the server's page comes near the viewport: the moment to load its code (the footer) or draw it
// (components/near-viewport.tsx), so that what is below the fold costs nothing on first load.

/** How far below the viewport content starts loading, so a scrolling reader rarely waits. */
export const AHEAD_PX = 300;

/** Resolves once the first element the selector finds (the server's HTML) is near the viewport, or at once if
 * there is none. */
export function whenNearViewport(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    const check = () => {
      if (element && element.getBoundingClientRect().top > window.innerHeight + AHEAD_PX) return;
      removeEventListener('scroll', check);
      removeEventListener('resize', check);
      resolve();
    };
    addEventListener('scroll', check, { passive: true });
    addEventListener('resize', check, { passive: true });
    check();
  });
}

