// Pure clustering helpers over supercluster: no Leaflet, so they run in unit tests.
import Supercluster from 'supercluster';
import type { ClusterFeature, PointFeature } from 'supercluster';
import type { MapPoint } from '../../../shared/schemas.ts';

/** Clusters stop forming above this zoom; schools still together there share one site. */
export const CLUSTER_MAX_ZOOM = 17;
// Supercluster measures in 512px tiles; 100 keeps bubbles about 50 screen pixels apart on 256px OSM tiles.
const CLUSTER_RADIUS_PX = 100;

export type ClusterIndex = Supercluster<MapPoint, Record<string, unknown>>;
export type MapFeature = ClusterFeature<Record<string, unknown>> | PointFeature<MapPoint>;

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function createClusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index: ClusterIndex = new Supercluster({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  return index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      properties: point,
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
    })),
  );
}

/** Leaflet bounds can exceed the world when zoomed out; supercluster wants a valid bbox. */
export function toBBox(bounds: Bounds): [number, number, number, number] {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  const wide = bounds.east - bounds.west >= 360;
  return [
    wide ? -180 : clamp(bounds.west, -180, 180),
    clamp(bounds.south, -85, 85),
    wide ? 180 : clamp(bounds.east, -180, 180),
    clamp(bounds.north, -85, 85),
  ];
}

export function getVisibleFeatures(index: ClusterIndex, bounds: Bounds, zoom: number): MapFeature[] {
  return index.getClusters(toBBox(bounds), Math.round(zoom));
}

export function isCluster(feature: MapFeature): feature is ClusterFeature<Record<string, unknown>> {
  return 'cluster' in feature.properties && feature.properties.cluster === true;
}

export type ClusterAction = { kind: 'zoom'; zoom: number } | { kind: 'list'; schools: MapPoint[] };

/** Clicking a cluster zooms in until it splits; schools sharing one site cannot split, so list them. */
export function clusterAction(index: ClusterIndex, clusterId: number): ClusterAction {
  const zoom = index.getClusterExpansionZoom(clusterId);
  if (zoom <= CLUSTER_MAX_ZOOM) return { kind: 'zoom', zoom };
  return { kind: 'list', schools: index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties) };
}

/** Bubble diameter in pixels, growing with the count. */
export function clusterSize(count: number): number {
  if (count < 10) return 30;
  if (count < 100) return 34;
  if (count < 1000) return 40;
  return 46;
}
