// The Leaflet map of the map screen. A lazy module: Leaflet's JS and CSS load only where it is used.
import 'leaflet/dist/leaflet.css';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { LatLngTuple } from 'leaflet';
import { MapContainer, TileLayer } from 'react-leaflet';
import { MAP_CENTER, MAP_SELECTED_ZOOM, MAP_ZOOM } from '../../../shared/constants.ts';
import type { LatLon } from '../../../shared/geo.ts';
import type { MapPoint } from '../../../shared/schemas.ts';
import { ClusterLayer } from './cluster-layer.tsx';
import { labelMap } from './label-map.ts';
import { FitToResults, PickPoint, PlaceMarker } from './map-follow.tsx';
import { FIT_OPTIONS, type MapPlace, resultBounds } from './result-bounds.ts';
import { osmAttribution, OSM_TILES } from './osm.ts';
import { SelectedMarker } from './selected-marker.tsx';
import type { SelectedSchool } from './selection.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { mapTexts } from './map.texts.ts';

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
  // The first view: the chosen school, else the results when they have come before Leaflet (the map is then drawn
  // once, not drawn and then fitted), else Hong Kong.
  const [firstView] = useState(() => {
    const bounds = selected ? undefined : resultBounds(points, place);
    if (bounds) return { bounds, boundsOptions: FIT_OPTIONS };
    return selected
      ? { center: [selected.latitude, selected.longitude] as LatLngTuple, zoom: MAP_SELECTED_ZOOM }
      : { center: [MAP_CENTER.lat, MAP_CENTER.lng] as LatLngTuple, zoom: MAP_ZOOM };
  });
  return (
    <MapContainer
      {...firstView}
      className="size-full"
      ref={labelMap(t.mapLabel)}
    >
      <AfterMapCreated>
        <TileLayer url={OSM_TILES} attribution={osmAttribution(t.osmContributors)} />
        <ClusterLayer points={points} selectedId={selected?.id} onSelect={onSelect} />
        {selected && <SelectedMarker school={selected} />}
        {place && <PlaceMarker place={place} />}
        <FitToResults points={points} place={place} fitKey={fitKey} enabled={!selected} />
        {onPick && <PickPoint onPick={onPick} />}
      </AfterMapCreated>
    </MapContainer>
  );
}

/**
 * The map's layers, a render after the map itself: react-leaflet renders a new map's children at once, in the task
 * that created the map (it lays out the page); in a transition of their own, the two are shorter tasks.
 */
function AfterMapCreated({ children }: { children: ReactNode }) {
  const [created, setCreated] = useState(false);
  useEffect(() => startTransition(() => setCreated(true)), []);
  return created ? children : null;
}
