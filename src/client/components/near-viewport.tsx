// A box of fixed height whose heavy content (a chart, a map) is mounted only when it comes near the
// viewport, so it costs nothing on first load when it is below the fold. No layout shift: the box has
// its final height from the start.
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { watchNearViewport } from '../lib/when-near-viewport.ts';

/** True once the box is near the viewport or above it. */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!ref.current || near) return;
    // A transition: mounting yields to input where React can split the work.
    return watchNearViewport(ref.current, () => startTransition(() => setNear(true)));
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
