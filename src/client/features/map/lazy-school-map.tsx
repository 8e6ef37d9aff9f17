// Loads the Leaflet map on demand, with 'loading map' while it arrives and a short note if it fails.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { SchoolMapProps } from './school-map.tsx';

let loading: Promise<typeof import('./school-map.tsx')> | undefined;

/** Starts fetching Leaflet (once); the map page calls it as it loads, in parallel with the map data. */
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

class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return <MapMessage>地圖未能載入，請重新整理頁面，或使用列表選擇學校。</MapMessage>;
  }
}

function MapMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex size-full items-center justify-center bg-slate-100 p-4 text-center text-slate-700">
      {children}
    </div>
  );
}

export function LazySchoolMap(props: SchoolMapProps) {
  return (
    <MapLoadBoundary>
      <Suspense fallback={<MapMessage>正在載入地圖...</MapMessage>}>
        <SchoolMap {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
