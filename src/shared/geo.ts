// Points and straight-line distances, shared by the API (near searches, nets, nearest stations) and the client.

export interface LatLon {
  lat: number;
  lon: number;
}

/** A box around the Hong Kong SAR (land and waters, as the district boundaries file covers them). */
export const HK_BOUNDS = { minLat: 22.13, maxLat: 22.57, minLon: 113.81, maxLon: 114.51 } as const;

export function insideHongKong({ lat, lon }: LatLon): boolean {
  return lat >= HK_BOUNDS.minLat && lat <= HK_BOUNDS.maxLat && lon >= HK_BOUNDS.minLon && lon <= HK_BOUNDS.maxLon;
}

/**
 * `LAT,LON` in decimal degrees (WGS84) inside Hong Kong, or a message saying what is wrong.
 * Used by the API's strict schema and, leniently, by the client's URL parsing.
 */
export function parseLatLon(text: string): LatLon | string {
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/.exec(text);
  if (!match) return 'must be LAT,LON in decimal degrees, e.g. 22.3193,114.1694';
  const point = { lat: Number(match[1]), lon: Number(match[2]) };
  if (!insideHongKong(point)) return 'must be a point in Hong Kong (latitude 22.13 to 22.57, longitude 113.81 to 114.51)';
  return point;
}

/** Four decimals (about 10 m): the form of `near` in addresses, API answers and cache keys. */
export function formatLatLon({ lat, lon }: LatLon): string {
  return `${lat.toFixed(4)},${lon.toFixed(4)}`;
}
