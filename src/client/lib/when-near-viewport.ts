// When a part of the page comes near the viewport: the moment to load its code (the footer) or draw it
// (components/near-viewport.tsx), so that what is below the fold costs nothing on first load. A scroll listener
// rather than an IntersectionObserver: a jump (End key, a link, a restored scroll position) that skips over the
// part still counts.

/** How far below the viewport content starts loading, so a scrolling reader rarely waits. */
const AHEAD_PX = 300;

/** Calls `onNear` once the element is near the viewport or above it (at once without an element); returns a stop. */
export function watchNearViewport(element: Element | null, onNear: () => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    if (element && element.getBoundingClientRect().top > window.innerHeight + AHEAD_PX) return;
    stop();
    onNear();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(check);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
  schedule();
  return stop;
}

/** Resolves once the first element the selector finds (the server's HTML) is near the viewport. */
export function whenNearViewport(selector: string): Promise<void> {
  return new Promise((resolve) => watchNearViewport(document.querySelector(selector), resolve));
}
