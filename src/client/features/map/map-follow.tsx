// The map follows the search: after new filters or a new place it fits the view to the matching schools
// (a district filter moves the map there), draws the chosen place and its radius, and in pick mode a click
// chooses the place.
import { useEffect } from 'react';
import { Circle, CircleMarker, useMap, useMapEvents } from 'react-leaflet';
import type { LatLon } from '../../../shared/geo.ts';
import type { MapPoint } from '../../../shared/schemas.ts';
import { FIT_OPTIONS, type MapPlace, resultBounds } from './result-bounds.ts';

/** Fits the view to the points (and the radius) each time `fitKey` changes; not while a school is selected. */
export function FitToResults({ points, place, fitKey, enabled }: { points: readonly MapPoint[]; place?: MapPlace; fitKey: string; enabled: boolean }) {
  const map = useMap();
  useEffect(() => {
    const bounds = enabled ? resultBounds(points, place) : undefined;
    // Without animation: Leaflet 1.9 finishes a zoom animation 250 ms later even if the map has been removed
    // meanwhile (leaving /map just after the results arrive threw "reading '_leaflet_pos'").
    if (bounds) map.fitBounds(bounds, { ...FIT_OPTIONS, animate: false });
    // Only a new search moves the map, not every new array of the same points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, enabled, points.length]);
  return null;
}

export function PlaceMarker({ place }: { place: MapPlace }) {
  return (
    <>
      <CircleMarker center={[place.lat, place.lon]} radius={8} pathOptions={{ color: '#a4450a', fillColor: '#a4450a', fillOpacity: 0.9 }} />
      {place.radius && <Circle center={[place.lat, place.lon]} radius={place.radius} pathOptions={{ color: '#a4450a', weight: 2, fillOpacity: 0.05 }} />}
    </>
  );
}

/** In pick mode, a click on the map chooses that point. */
export function PickPoint({ onPick }: { onPick: (point: LatLon) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lon: event.latlng.lng }) });
  return null;
}
