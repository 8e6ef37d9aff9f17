// Loads the Leaflet map on demand, with 'loading map' while it arrives and a short note if it fails.
// Leaflet (about 50 KB gzip and its CSS) is requested just after the page's first paint, in parallel with
// the map points, so the heading and filters never wait for it.
import { Component, lazy, startTransition, Suspense, type ReactNode, useEffect, useState } from 'react';
import { startClusterWorker } from './cluster-client.ts';
import type { SchoolMapProps } from './school-map.tsx';
import { afterNextFrame, useAfterFirstPaint } from './use-after-first-paint.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { mapTexts } from './map.texts.ts';

let loading: Promise<typeof import('./school-map.tsx')> | undefined;

/** Starts fetching Leaflet (once). */
export function preloadSchoolMap() {
  loading ??= import('./school-map.tsx');
  return loading;
}

const SchoolMap = lazy(() =>
  preloadSchoolMap().catch((error: unknown) => {
    loading = undefined; // a later mount may try again
    console.error('Leaflet failed to load', error);
    throw error;
  }),
);

class MapLoadBoundary extends Component<{ children: ReactNode; failedMessage: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return <MapMessage>{this.props.failedMessage}</MapMessage>;
  }
}

function MapMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex size-full items-center justify-center bg-slate-100 p-4 text-center text-slate-700">
      {children}
    </div>
  );
}

/**
 * `viewKnown`: the map's first view can be chosen (the points have come, or there are none to wait for). The map is
 * created only then, Leaflet loading meanwhile: created before the points, it would draw Hong Kong's tiles and, when
 * they came, remove them and draw the results' view (one task of 60–120 ms on a slow host, four times that on
 * Lighthouse's phone). Once created, the map stays while later searches load.
 */
export function LazySchoolMap({ viewKnown, ...props }: SchoolMapProps & { viewKnown: boolean }) {
  const t = useTexts(mapTexts);
  const painted = useAfterFirstPaint();
  const [created, setCreated] = useState(false);
  useEffect(() => {
    if (!painted) return;
    void preloadSchoolMap().catch(() => undefined); // the lazy component reports a failure
    return afterNextFrame(startClusterWorker);
  }, [painted]);
  // After a painted frame: the list beside the map, which comes with the same points, is then styled and laid out
  // in the browser's own step, not in the task that creates the map (Leaflet reads the box's style and size).
  useEffect(() => {
    if (painted && viewKnown && !created) return afterNextFrame(() => startTransition(() => setCreated(true)));
  }, [painted, viewKnown, created]);
  const loadingMessage = <MapMessage>{t.loadingMap}</MapMessage>;
  return (
    <MapLoadBoundary failedMessage={t.mapFailed}>
      <Suspense fallback={loadingMessage}>{created ? <SchoolMap {...props} /> : loadingMessage}</Suspense>
    </MapLoadBoundary>
  );
}
