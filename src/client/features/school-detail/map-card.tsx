import { Component, lazy } from 'react';
import type { ReactNode } from 'react';
import type { School } from '../../../shared/schemas.ts';
import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { NearViewport } from '../../components/near-viewport.tsx';
import { distanceText } from '../../../shared/display/format.ts';
import { addressText, joinList } from '../../../shared/display/brief-text.ts';
import { DataText } from '../../components/data-text.tsx';
import { schoolLabel } from '../../lib/school-label.ts';
import { DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { schoolDetailTexts } from './school-detail.texts.ts';

/** The mini map's height, reserved before Leaflet arrives (and by the page skeleton) so nothing moves. */
export const MAP_HEIGHT = 'h-[300px]';
const MAP_HEIGHT_PX = 300;

// Leaflet (about 50 KB gzip and its CSS) only arrives with this chunk, once the map nears the viewport:
// on a phone the card is far below the fold, so the first load does without it.
const SchoolMiniMap = lazy(() => import('../map/school-mini-map.tsx'));

class MiniMapBoundary extends Component<{ children: ReactNode; failedText: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('Leaflet failed to load', error);
  }
  render() {
    return this.state.failed ? <MapNote>{this.props.failedText}</MapNote> : this.props.children;
  }
}

function MapNote({ children }: { children: ReactNode }) {
  return <div className="grid h-full place-items-center bg-slate-100 p-4 text-center text-sm text-slate-700">{children}</div>;
}

export function MapCard({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const { latitude, longitude } = school;
  const name = schoolLabel(school, locale);
  const fromGrid = school.additionalInfo.positionFromGrid;
  return (
    <section aria-labelledby="map-heading" className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm">
      <h2 id="map-heading" className="font-bold text-slate-900">{t.mapHeading}</h2>
      <div className={`${MAP_HEIGHT} shrink-0 overflow-hidden rounded-lg`}>
        {latitude !== null && longitude !== null ? (
          <NearViewport height={MAP_HEIGHT_PX} placeholder={<MapNote>{t.mapLoading}</MapNote>}>
            <MiniMapBoundary failedText={t.mapFailed}>
              <SchoolMiniMap latitude={latitude} longitude={longitude} name={name} label={t.mapLabel(name)} category={school.schoolCategory} />
            </MiniMapBoundary>
          </NearViewport>
        ) : (
          <MapNote>{t.noCoordinates}</MapNote>
        )}
      </div>
      {fromGrid && (
        <p className="text-sm text-slate-700">
          {t.positionFromGrid(distanceText(fromGrid.metres, locale), fromGrid.latLonDistrict && labelOf(DISTRICT_LABELS, fromGrid.latLonDistrict, locale))}
        </p>
      )}
      <p className="text-sm text-slate-700"><DataText text={addressText(school, locale)} /></p>
      {school.nearestStations.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{t.nearestStations}</span>
          {joinList(school.nearestStations.map((s) => t.station(locale === 'en' ? s.nameEn : s.name, distanceText(s.distanceMeters, locale))), locale)}
        </p>
      )}
      <ButtonLink to="/map" search={{ school: school.id }} variant="secondary" size="sm">
        <Icon name="map" className="size-4" />
        {t.browseNearby}
      </ButtonLink>
    </section>
  );
}
