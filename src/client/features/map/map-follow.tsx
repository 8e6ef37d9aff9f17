// The map follows the search: after new filters or a new place it fits the view to the matching schools
// (a district filter moves the map there), draws the chosen place and its radius, and in pick mode a click
// chooses the place.
import { useEffect } from 'react';
import { Circle, CircleMarker, useMap, useMapEvents } from 'react-leaflet';
import type { LatLon } from '../../../shared/geo.ts';
import type { MapPoint } from '../../../shared/schemas.ts';

export type MapPlace = LatLon & { radius?: number };

/** Fits the view to the points (and the radius) each time `fitKey` changes; not while a school is selected. */
export function FitToResults({ points, place, fitKey, enabled }: { points: readonly MapPoint[]; place?: MapPlace; fitKey: string; enabled: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (!enabled) return;
    const corners: [number, number][] = points.map((p) => [p.latitude, p.longitude]);
    if (place) corners.push([place.lat, place.lon]);
    if (corners.length === 0) return;
    // Without animation: Leaflet 1.9 finishes a zoom animation 250 ms later even if the map has been removed
    // meanwhile (leaving /map just after the results arrive threw "reading '_leaflet_pos'").
    map.fitBounds(place?.radius ? circleBounds(place) : corners, { padding: [24, 24], maxZoom: 16, animate: false });
    // Only a new search moves the map, not every new array of the same points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, enabled, points.length]);
  return null;
}

/** The corners of the box around a circle, in degrees (a degree of latitude is about 111 km). */
function circleBounds({ lat, lon, radius = 0 }: MapPlace): [number, number][] {
  const dLat = radius / 111_320;
  const dLon = radius / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [[lat - dLat, lon - dLon], [lat + dLat, lon + dLon]];
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
