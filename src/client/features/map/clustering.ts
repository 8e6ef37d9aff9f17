// Pure clustering helpers over supercluster: no Leaflet, so they run in unit tests.
import Supercluster from 'supercluster';
import type { ClusterFeature, PointFeature } from 'supercluster';
import type { MapPoint } from '../../../shared/schemas.ts';

/** Clusters stop forming above this zoom; schools still together there share one site. */
export const CLUSTER_MAX_ZOOM = 17;
// Supercluster measures in 512px tiles; 100 keeps bubbles about 50 screen pixels apart on 256px OSM tiles.
const CLUSTER_RADIUS_PX = 100;

/**
 * A school as the cluster worker holds it: its place in the list of points the page sent. The page sends the
 * coordinates alone, in one transferred buffer (coordinatesOf): copying 2,300 point objects into the worker took
 * 10 ms of the page's main thread (decision record 019).
 */
export type Site = { i: number };
export type ClusterIndex = Supercluster<Site, Record<string, unknown>>;
export type SiteFeature = ClusterFeature<Record<string, unknown>> | PointFeature<Site>;
/** A feature as the page draws it: a cluster, or a school with its point. */
export type MapFeature = ClusterFeature<Record<string, unknown>> | PointFeature<MapPoint>;

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Longitude and latitude of each point in turn: what the worker's index is built from. */
export function coordinatesOf(points: readonly MapPoint[]): Float64Array {
  const coordinates = new Float64Array(points.length * 2);
  points.forEach((point, i) => {
    coordinates[2 * i] = point.longitude;
    coordinates[2 * i + 1] = point.latitude;
  });
  return coordinates;
}

export function createClusterIndex(coordinates: Float64Array): ClusterIndex {
  const sites: PointFeature<Site>[] = [];
  for (let i = 0; 2 * i < coordinates.length; i++) {
    sites.push({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [coordinates[2 * i]!, coordinates[2 * i + 1]!] } });
  }
  const index: ClusterIndex = new Supercluster({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  return index.load(sites);
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

export function getVisibleFeatures(index: ClusterIndex, bounds: Bounds, zoom: number): SiteFeature[] {
  return index.getClusters(toBBox(bounds), Math.round(zoom));
}

export function isCluster(feature: SiteFeature | MapFeature): feature is ClusterFeature<Record<string, unknown>> {
  return 'cluster' in feature.properties && feature.properties.cluster === true;
}

export type SiteAction = { kind: 'zoom'; zoom: number } | { kind: 'list'; sites: number[] };
export type ClusterAction = { kind: 'zoom'; zoom: number } | { kind: 'list'; schools: MapPoint[] };

/** Clicking a cluster zooms in until it splits; schools sharing one site cannot split, so list them. */
export function clusterAction(index: ClusterIndex, clusterId: number): SiteAction {
  const zoom = index.getClusterExpansionZoom(clusterId);
  if (zoom <= CLUSTER_MAX_ZOOM) return { kind: 'zoom', zoom };
  return { kind: 'list', sites: index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.i) };
}

/** The worker's features with each school's point, from the points its index was built of. */
export function withPoints(features: readonly SiteFeature[], points: readonly MapPoint[]): MapFeature[] {
  return features.map((feature) => (isCluster(feature) ? feature : { ...feature, properties: points[feature.properties.i]! }));
}

/** The worker's action with the schools' points. */
export function actionWithPoints(action: SiteAction, points: readonly MapPoint[]): ClusterAction {
  return action.kind === 'zoom' ? action : { kind: 'list', schools: action.sites.map((i) => points[i]!) };
}

/** Bubble diameter in pixels, growing with the count. */
export function clusterSize(count: number): number {
  if (count < 10) return 30;
  if (count < 100) return 34;
  if (count < 1000) return 40;
  return 46;
}
