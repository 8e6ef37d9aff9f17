// The Leaflet map of the map screen. A lazy module: Leaflet's JS and CSS load only where it is used.
import 'leaflet/dist/leaflet.css';
import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';
import type { LatLngTuple } from 'leaflet';
import { AttributionControl, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { MAP_CENTER, MAP_SELECTED_ZOOM, MAP_ZOOM } from '../../../shared/constants.ts';
import type { LatLon } from '../../../shared/geo.ts';
import type { MapPoint } from '../../../shared/schemas.ts';
import { ClusterLayer } from './cluster-layer.tsx';
import { labelMap } from './label-map.ts';
import { FitToResults, PickPoint, PlaceMarker } from './map-follow.tsx';
import { FIT_OPTIONS, type MapPlace, resultBounds } from './result-bounds.ts';
import { osmAttribution, OSM_TILES } from './osm.ts';
import { SelectedMarker } from './selected-marker.tsx';
import { afterNextFrame } from './use-after-first-paint.ts';
import type { SelectedSchool } from './selection.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { mapTexts } from './map.texts.ts';
import { ATTRIBUTION_PREFIX, ZOOM_CONTROL } from './map-controls.ts';

export interface SchoolMapProps {
  points: readonly MapPoint[];
  selected: SelectedSchool | null;
  onSelect: (id: number) => void;
  /** The chosen place, drawn with its radius. */
  place?: MapPlace;
  /** Changes with each new search: the view then fits the results. */
  fitKey: string;
  /** When set, a click on the map chooses a place. */
  onPick?: (point: LatLon) => void;
}

export default function SchoolMap({ points, selected, onSelect, place, fitKey, onPick }: SchoolMapProps) {
  const t = useTexts(mapTexts);
  const locale = useLocale();
  // The first view: the chosen school, else the results (the map is created once they are known, see LazySchoolMap:
  // drawn once, not drawn and then fitted), else Hong Kong.
  const [firstView] = useState(() => {
    const bounds = selected ? undefined : resultBounds(points, place);
    if (bounds) return { bounds, boundsOptions: FIT_OPTIONS };
    return selected
      ? { center: [selected.latitude, selected.longitude] as LatLngTuple, zoom: MAP_SELECTED_ZOOM }
      : { center: [MAP_CENTER.lat, MAP_CENTER.lng] as LatLngTuple, zoom: MAP_ZOOM };
  });
  return (
    <MapContainer {...firstView} zoomControl={false} attributionControl={false} className="size-full" ref={labelMap(t.mapLabel)}>
      <OneByOne>
        <ZoomControl {...ZOOM_CONTROL[locale]} />
        <AttributionControl prefix={ATTRIBUTION_PREFIX} />
        <TileLayer url={OSM_TILES} attribution={osmAttribution(t.osmContributors)} />
        <>
          <ClusterLayer points={points} selectedId={selected?.id} onSelect={onSelect} />
          {selected && <SelectedMarker school={selected} />}
          {place && <PlaceMarker place={place} />}
          <FitToResults points={points} place={place} fitKey={fitKey} enabled={!selected} />
          {onPick && <PickPoint onPick={onPick} />}
        </>
      </OneByOne>
    </MapContainer>
  );
}

/**
 * The map's parts one render after another, after the map itself: react-leaflet adds a new map's children (and
 * Leaflet its controls) in the task that created the map, which also lays out the page; one transition each, the
 * controls, the tiles and the schools are short tasks on a phone's main thread. Each after a painted frame: the page
 * is then laid out already when Leaflet reads a size or forces a layout (the tile layer does for each zoom level it
 * makes), so that the layout of what the part before added is the frame's own task, not part of the next one.
 */
function OneByOne({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < parts.length) return afterNextFrame(() => startTransition(() => setShown(shown + 1)));
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
