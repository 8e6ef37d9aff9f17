import { Component, lazy } from 'react';
import type { ReactNode } from 'react';
import type { School } from '../../../shared/schemas.ts';
import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { NearViewport } from '../../components/near-viewport.tsx';
import { distanceText } from '../../../shared/display/format.ts';

/** The mini map's height, reserved before Leaflet arrives (and by the page skeleton) so nothing moves. */
export const MAP_HEIGHT = 'h-[300px]';
const MAP_HEIGHT_PX = 300;

// Leaflet (about 50 KB gzip and its CSS) only arrives with this chunk, once the map nears the viewport:
// on a phone the card is far below the fold, so the first load does without it.
const SchoolMiniMap = lazy(() => import('../map/school-mini-map.tsx'));

class MiniMapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('Leaflet failed to load', error);
  }
  render() {
    return this.state.failed ? <MapNote>地圖未能載入，請稍後再試。</MapNote> : this.props.children;
  }
}

function MapNote({ children }: { children: ReactNode }) {
  return <div className="grid h-full place-items-center bg-slate-100 p-4 text-center text-sm text-slate-700">{children}</div>;
}

export function MapCard({ school }: { school: School }) {
  const { latitude, longitude } = school;
  return (
    <section aria-labelledby="map-heading" className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm">
      <h2 id="map-heading" className="font-bold text-slate-900">學校位置</h2>
      <div className={`${MAP_HEIGHT} shrink-0 overflow-hidden rounded-lg`}>
        {latitude !== null && longitude !== null ? (
          <NearViewport height={MAP_HEIGHT_PX} placeholder={<MapNote>正在載入地圖...</MapNote>}>
            <MiniMapBoundary>
              <SchoolMiniMap latitude={latitude} longitude={longitude} name={school.name} category={school.schoolCategory} />
            </MiniMapBoundary>
          </NearViewport>
        ) : (
          <MapNote>此學校暫未提供座標資料。</MapNote>
        )}
      </div>
      <p className="text-sm text-slate-700">{school.address}</p>
      {school.nearestStations.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">最近港鐵站：</span>
          {school.nearestStations.map((s) => `${s.name}站（直線 ${distanceText(s.distanceMeters)}）`).join('、')}
        </p>
      )}
      <ButtonLink to="/map" search={{ school: school.id }} variant="secondary" size="sm">
        <Icon name="map" className="size-4" />
        在地圖瀏覽附近學校
      </ButtonLink>
    </section>
  );
}
