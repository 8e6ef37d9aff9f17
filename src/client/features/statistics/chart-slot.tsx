// Where a chart goes: a box of the chart's final height (no layout shift) that loads Recharts and draws
// only when it comes near the viewport. All drawings share one lazy chunk (chart-drawings.tsx).
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const drawings = () => import('./chart-drawings.tsx');
export const DistrictBars = lazy(() => drawings().then((m) => ({ default: m.DistrictBars })));
export const SharePie = lazy(() => drawings().then((m) => ({ default: m.SharePie })));
export const GenderBars = lazy(() => drawings().then((m) => ({ default: m.GenderBars })));

/** How far below the viewport a chart starts loading, so a scrolling reader rarely waits. */
const AHEAD_PX = 300;

/**
 * True once the box is near the viewport or above it. A scroll listener rather than an IntersectionObserver:
 * a jump (End key, a link, a restored scroll position) that skips over a chart still draws it.
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
      // A transition: drawing yields to input where React can split the work.
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

const placeholder = <div aria-hidden="true" className="size-full rounded-md bg-slate-50" />;

export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  const { ref, near } = useNearViewport();
  return (
    <div ref={ref} style={{ height }} className="min-w-0">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
