// The box the map fits to show a search's results. Pure (no Leaflet at run time), so it runs in unit tests.
import type { FitBoundsOptions, LatLngTuple } from 'leaflet';
import type { LatLon } from '../../../shared/geo.ts';
import type { MapPoint } from '../../../shared/schemas.ts';

export type MapPlace = LatLon & { radius?: number };

/** South-west and north-east corners. */
type Box = [LatLngTuple, LatLngTuple];

/** How the view fits the results: a margin, and not closer than street level for one school. */
export const FIT_OPTIONS = { padding: [24, 24], maxZoom: 16 } satisfies FitBoundsOptions;

/** The box the view fits: the chosen place's circle when it has a radius, else the points and the place. */
export function resultBounds(points: readonly MapPoint[], place: MapPlace | undefined): Box | undefined {
  if (place?.radius) return circleBounds(place);
  // One pass, no arrays: run as the map is created, on the page's main thread (decision record 019).
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  const extend = (lat: number, lon: number) => {
    [south, west, north, east] = [Math.min(south, lat), Math.min(west, lon), Math.max(north, lat), Math.max(east, lon)];
  };
  for (const point of points) extend(point.latitude, point.longitude);
  if (place) extend(place.lat, place.lon);
  return south === Infinity ? undefined : [[south, west], [north, east]];
}

/** The corners of the box around a circle, in degrees (a degree of latitude is about 111 km). */
function circleBounds({ lat, lon, radius = 0 }: MapPlace): Box {
  const dLat = radius / 111_320;
  const dLon = radius / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [[lat - dLat, lon - dLon], [lat + dLat, lon + dLon]];
}
