// Work a screen does not need for its first paint (a large data request, Leaflet's chunk) waits for it:
// the heading, filters and skeletons paint first and the heavy work follows a frame later.
import { startTransition, useEffect, useState } from 'react';

/** Without frames (a background tab) or paint entries, start anyway after this long. */
const FALLBACK_MS = 1500;

let contentfulPaintSeen = false;

/**
 * Calls back once the page's first contentful paint has been presented (at once on later screens). The
 * paint entry, not only an animation frame: the browser presents a frame some time after painting it.
 */
function afterFirstContentfulPaint(callback: () => void): () => void {
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (contentfulPaintSeen || !supported || performance.getEntriesByName('first-contentful-paint').length > 0) {
    contentfulPaintSeen = true;
    callback();
    return () => undefined;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    contentfulPaintSeen = true;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/** Calls back in a task after the next frame has been painted (a task queued from an animation frame runs after
 * that frame's paint); returns a function that cancels it. */
export function afterNextFrame(callback: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on the first render; true once the page has painted content and then this component's first frame. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let cancelFrame: (() => void) | undefined;
    // In a transition: the render it starts (a data request's state, Leaflet's chunk) yields to the browser.
    const finish = () => startTransition(() => setPainted(true));
    const stopWaiting = afterFirstContentfulPaint(() => {
      cancelFrame = afterNextFrame(finish);
    });
    const fallback = window.setTimeout(finish, FALLBACK_MS);
    return () => {
      stopWaiting();
      cancelFrame?.();
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
