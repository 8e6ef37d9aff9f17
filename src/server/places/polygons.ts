// Point in polygon on [lon, lat] rings (even-odd rule), with a bounding box to skip far polygons; medians.
import type { LatLon } from '../../shared/geo.ts';
import type { Polygons } from './reference-schemas.ts';

export interface Box {
  minLon: number;
  maxLon: number;
  minLat: number;
  maxLat: number;
}

export function boxOf(polygons: Polygons): Box {
  const box = { minLon: Infinity, maxLon: -Infinity, minLat: Infinity, maxLat: -Infinity };
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] ?? []) {
      box.minLon = Math.min(box.minLon, lon);
      box.maxLon = Math.max(box.maxLon, lon);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

function inRing({ lat, lon }: LatLon, ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside one of the polygons: inside its outer ring and in none of its holes. */
export function inPolygons(point: LatLon, polygons: Polygons, box: Box = boxOf(polygons)): boolean {
  if (point.lon < box.minLon || point.lon > box.maxLon || point.lat < box.minLat || point.lat > box.maxLat) return false;
  return polygons.some(
    ([outer, ...holes]) => outer !== undefined && inRing(point, outer) && !holes.some((hole) => inRing(point, hole)),
  );
}

/** A shape the point may fall in; the first one holding it wins. */
export interface Region<T> {
  value: T;
  polygons: Polygons;
  box: Box;
}

export function regions<T>(items: readonly T[], polygonsOf: (item: T) => Polygons): Region<T>[] {
  return items.map((value) => ({ value, polygons: polygonsOf(value), box: boxOf(polygonsOf(value)) }));
}

export function regionAt<T>(point: LatLon, list: readonly Region<T>[]): T | null {
  return list.find((r) => inPolygons(point, r.polygons, r.box))?.value ?? null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The component-wise median of the points (robust to a few far ones), or null for none. */
export function medianPoint(points: readonly LatLon[]): LatLon | null {
  if (points.length === 0) return null;
  return { lat: median(points.map((p) => p.lat)), lon: median(points.map((p) => p.lon)) };
}
