// A box of fixed height whose heavy content (a chart, a map) is mounted only when it comes near the
// viewport, so it costs nothing on first load when it is below the fold. No layout shift: the box has
// its final height from the start.
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

import { AHEAD_PX } from '../lib/when-near-viewport.ts';

/**
 * True once the box is near the viewport or above it. A scroll listener rather than an IntersectionObserver:
 * a jump (End key, a link, a restored scroll position) that skips over the box still mounts it.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (element.getBoundingClientRect().top > window.innerHeight + AHEAD_PX) return;
      stop();
      // A transition: mounting yields to input where React can split the work.
      startTransition(() => setNear(true));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();
    return stop;
  }, [near]);
  return { ref, near };
}

const defaultPlaceholder = <div aria-hidden="true" className="size-full rounded-md bg-slate-50" />;

export function NearViewport({
  height,
  children,
  placeholder = defaultPlaceholder,
}: {
  height: number;
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const { ref, near } = useNearViewport();
  return (
    <div ref={ref} style={{ height }} className="min-w-0">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
