// Nearest MTR stations of a point by straight-line distance. The station coordinates are third-party
// (SOURCES.md §11, about 50-150 m accurate): good for "near which station", not for walking routes.
import { type LatLon } from '../../shared/geo.ts';
import { distanceMeters } from '../../shared/distance.ts';
import type { NearestStation } from '../../shared/place-schemas.ts';
import type { Station } from './reference-schemas.ts';

export const MAX_NEAREST_STATIONS = 2;
export const NEAREST_STATION_RADIUS_M = 2000;

/** Up to two stations within 2 km, nearest first, with the distance in whole metres. */
export function nearestStations(point: LatLon, stations: readonly Station[]): NearestStation[] {
  return stations
    .map((s) => ({ code: s.code, name: s.name, nameEn: s.nameEn, distanceMeters: Math.round(distanceMeters(point, s)) }))
    .filter((s) => s.distanceMeters <= NEAREST_STATION_RADIUS_M)
    .sort((a, b) => a.distanceMeters - b.distanceMeters || a.code.localeCompare(b.code))
    .slice(0, MAX_NEAREST_STATIONS);
}

/** The school with its nearest stations (none without coordinates or without station data). */
export function withNearestStations<T extends { latitude: number | null; longitude: number | null }>(
  school: T,
  stations: readonly Station[],
): T & { nearestStations: NearestStation[] } {
  const { latitude: lat, longitude: lon } = school;
  return { ...school, nearestStations: lat === null || lon === null ? [] : nearestStations({ lat, lon }, stations) };
}
