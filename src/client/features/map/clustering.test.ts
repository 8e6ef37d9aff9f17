import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../shared/schemas.ts';
import {
  actionWithPoints,
  CLUSTER_MAX_ZOOM,
  clusterAction,
  clusterSize,
  coordinatesOf,
  createClusterIndex,
  getVisibleFeatures,
  isCluster,
  type SiteFeature,
  toBBox,
  withPoints,
} from './clustering.ts';
import { answer } from './cluster-answers.ts';

const point = (id: number, latitude: number, longitude: number): MapPoint => ({
  id,
  name: `學校${id}`,
  district: '中西區',
  schoolCategory: '小學',
  schoolType: '資助',
  latitude,
  longitude,
  approximate: false,
});

const hongKong = { west: 113.8, south: 22.1, east: 114.5, north: 22.6 };

/** The ids of the schools shown on their own (0 for a cluster), as the page reads the worker's features. */
const ids = (features: readonly SiteFeature[], points: readonly MapPoint[]) => withPoints(features, points).map((f) => (isCluster(f) ? 0 : f.properties.id));

describe('toBBox', () => {
  it('passes normal bounds through in supercluster order', () => {
    expect(toBBox(hongKong)).toEqual([113.8, 22.1, 114.5, 22.6]);
  });
  it('clamps bounds wider than the world', () => {
    expect(toBBox({ west: -400, south: -95, east: 400, north: 95 })).toEqual([-180, -85, 180, 85]);
  });
});

describe('clustering', () => {
  // Two schools 300 m apart in Central and one in Sha Tin, about 15 km away.
  const points = [point(1, 22.2826, 114.1375), point(2, 22.2826, 114.1405), point(3, 22.3814, 114.1889)];
  const index = createClusterIndex(coordinatesOf(points));

  it('holds the coordinates alone, longitude then latitude of each point', () => {
    expect([...coordinatesOf(points)]).toEqual([114.1375, 22.2826, 114.1405, 22.2826, 114.1889, 22.3814]);
  });

  it('merges close schools into one bubble when zoomed out', () => {
    const features = getVisibleFeatures(index, hongKong, 11);
    const clusters = features.filter(isCluster);
    expect(features).toHaveLength(2);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.properties.point_count).toBe(2);
  });

  it('shows every school on its own once zoomed in far enough', () => {
    const features = getVisibleFeatures(index, hongKong, 18);
    expect(features.filter(isCluster)).toHaveLength(0);
    expect(ids(features, points).sort()).toEqual([1, 2, 3]);
    // Each school's point is the one at its place in the list, at its own coordinates (to supercluster's rounding).
    for (const feature of withPoints(features, points)) {
      if (isCluster(feature)) continue;
      const [lon, lat] = feature.geometry.coordinates;
      expect(lon).toBeCloseTo(feature.properties.longitude, 9);
      expect(lat).toBeCloseTo(feature.properties.latitude, 9);
    }
  });

  it('leaves out schools outside the bounds', () => {
    const centralOnly = { west: 114.1, south: 22.25, east: 114.16, north: 22.3 };
    expect(getVisibleFeatures(index, centralOnly, 18)).toHaveLength(2);
  });

  it('zooms into a cluster that can split', () => {
    const cluster = getVisibleFeatures(index, hongKong, 11).find(isCluster);
    const action = clusterAction(index, cluster!.properties.cluster_id);
    expect(action.kind).toBe('zoom');
    expect(action.kind === 'zoom' && action.zoom).toBeGreaterThan(11);
  });

  it('lists schools that share one site instead of zooming forever', () => {
    const site = [point(7, 22.3, 114.17), point(8, 22.3, 114.17), point(9, 22.3, 114.17)];
    const sameSite = createClusterIndex(coordinatesOf(site));
    const cluster = getVisibleFeatures(sameSite, hongKong, CLUSTER_MAX_ZOOM).find(isCluster);
    const action = actionWithPoints(clusterAction(sameSite, cluster!.properties.cluster_id), site);
    expect(action).toEqual({ kind: 'list', schools: expect.any(Array) });
    expect(action.kind === 'list' && action.schools.map((s) => s.id).sort()).toEqual([7, 8, 9]);
  });
});

describe('clusterSize', () => {
  it('grows with the count', () => {
    expect(clusterSize(3)).toBeLessThan(clusterSize(30));
    expect(clusterSize(30)).toBeLessThan(clusterSize(300));
    expect(clusterSize(300)).toBeLessThan(clusterSize(3000));
  });
});

describe('the cluster worker answers', () => {
  it('nothing to new points, then views of those points', () => {
    const first = [point(1, 22.2826, 114.1375), point(2, 22.3814, 114.1889)];
    expect(answer({ kind: 'load', coordinates: coordinatesOf(first) })).toBeUndefined();
    const reply = answer({ kind: 'view', id: 7, bounds: hongKong, zoom: 18 });
    expect(reply?.id).toBe(7);
    expect(reply?.kind === 'view' && ids(reply.features, first).sort()).toEqual([1, 2]);

    const second = [point(3, 22.3, 114.17)];
    answer({ kind: 'load', coordinates: coordinatesOf(second) });
    const next = answer({ kind: 'view', id: 8, bounds: hongKong, zoom: 18 });
    expect(next?.kind === 'view' && ids(next.features, second)).toEqual([3]);
  });

  it('what a click on a cluster does, by the cluster id of its view', () => {
    const site = [point(7, 22.3, 114.17), point(8, 22.3, 114.17)];
    answer({ kind: 'load', coordinates: coordinatesOf(site) });
    const view = answer({ kind: 'view', id: 1, bounds: hongKong, zoom: 11 });
    const cluster = view?.kind === 'view' ? view.features.find(isCluster) : undefined;
    const reply = answer({ kind: 'action', id: 2, clusterId: cluster!.properties.cluster_id });
    expect(reply).toEqual({ kind: 'action', id: 2, action: { kind: 'list', sites: [0, 1] } });
    expect(reply?.kind === 'action' && actionWithPoints(reply.action, site)).toEqual({ kind: 'list', schools: site });
  });
});
