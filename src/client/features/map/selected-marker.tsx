// The selected school: its own marker, the map centred on it (zoom 15 or closer) and its popup open.
import { useEffect, useRef } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { Marker as LeafletMarker } from 'leaflet';
import { MAP_SELECTED_ZOOM } from '../../../shared/constants.ts';
import { schoolIcon } from './marker-icons.ts';
import type { SelectedSchool } from './selection.ts';
import { SchoolPopup } from './school-popup.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { categoryLabel, pointName } from './map-labels.ts';
import { mapTexts } from './map.texts.ts';

export function SelectedMarker({ school }: { school: SelectedSchool }) {
  const map = useMap();
  const t = useTexts(mapTexts);
  const locale = useLocale();
  const marker = useRef<LeafletMarker>(null);
  const { id, latitude, longitude } = school;

  // Syncs Leaflet (outside React) with the URL's selection: move the view, then open the popup.
  useEffect(() => {
    map.setView([latitude, longitude], Math.max(map.getZoom(), MAP_SELECTED_ZOOM), { animate: false });
    marker.current?.openPopup();
  }, [map, id, latitude, longitude]);

  return (
    <Marker
      ref={marker}
      position={[latitude, longitude]}
      icon={schoolIcon(school.schoolCategory, true)}
      title={t.selectedMarkerTitle(pointName(school, locale), categoryLabel(school.schoolCategory, locale))}
      zIndexOffset={1000}
    >
      <Popup>
        <SchoolPopup id={id} name={pointName(school, locale)} approximate={school.approximate} />
      </Popup>
    </Marker>
  );
}
