// GeoJSON Polygon / MultiPolygon geometry read strictly, and the check that every vertex lies in Hong Kong
// (which also catches a file in the HK1980 grid instead of WGS84 longitude/latitude).
import { insideHongKong } from '../../shared/geo.ts';
import type { Polygons } from '../places/reference-schemas.ts';

export interface Feature {
  properties?: Record<string, unknown> | null;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
}

export function featuresOf(text: string, file: string): Feature[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`, { cause: error });
  }
  const features = (data as { features?: unknown } | null)?.features;
  if (!Array.isArray(features) || features.length === 0) throw new Error(`${file}: not a GeoJSON FeatureCollection with features`);
  return features as Feature[];
}

const isRing = (ring: unknown): ring is [number, number][] =>
  Array.isArray(ring) &&
  ring.length >= 4 &&
  ring.every((p) => Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]));

/** The polygons of a feature's geometry as [lon, lat] rings; anything else names the file and the feature. */
export function polygonsOf(feature: Feature, file: string, where: string): Polygons {
  const type = feature.geometry?.type;
  const coordinates = feature.geometry?.coordinates;
  const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : null;
  if (!Array.isArray(polygons) || polygons.length === 0) throw new Error(`${file}: ${where} is not a Polygon or MultiPolygon`);
  return polygons.map((polygon) => {
    if (!Array.isArray(polygon) || polygon.length === 0 || !polygon.every(isRing)) {
      throw new Error(`${file}: ${where} has a malformed polygon ring`);
    }
    return (polygon as [number, number][][]).map((ring) => ring.map(([lon, lat]) => [lon, lat] as [number, number]));
  });
}

export function checkInsideHongKong(polygons: Polygons, file: string, where: string): void {
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const outside = ring.find(([lon, lat]) => !insideHongKong({ lat, lon }));
      if (outside) {
        throw new Error(`${file}: ${where} has a vertex at ${outside[0]},${outside[1]} (lon,lat) outside Hong Kong; not WGS84 longitude/latitude?`);
      }
    }
  }
}
