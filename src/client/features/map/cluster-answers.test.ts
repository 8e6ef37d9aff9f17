import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../shared/schemas.ts';
import { answer } from './cluster-answers.ts';
import { isCluster } from './clustering.ts';

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

describe('the cluster worker answers', () => {
  it('nothing to new points, then views of those points', () => {
    expect(answer({ kind: 'load', points: [point(1, 22.2826, 114.1375), point(2, 22.3814, 114.1889)] })).toBeUndefined();
    const reply = answer({ kind: 'view', id: 7, bounds: hongKong, zoom: 18 });
    expect(reply?.id).toBe(7);
    expect(reply?.kind === 'view' && reply.features.map((f) => (isCluster(f) ? 0 : f.properties.id)).sort()).toEqual([1, 2]);

    answer({ kind: 'load', points: [point(3, 22.3, 114.17)] });
    const next = answer({ kind: 'view', id: 8, bounds: hongKong, zoom: 18 });
    expect(next?.kind === 'view' && next.features.map((f) => (isCluster(f) ? 0 : f.properties.id))).toEqual([3]);
  });

  it('what a click on a cluster does, by the cluster id of its view', () => {
    answer({ kind: 'load', points: [point(7, 22.3, 114.17), point(8, 22.3, 114.17)] });
    const view = answer({ kind: 'view', id: 1, bounds: hongKong, zoom: 11 });
    const cluster = view?.kind === 'view' ? view.features.find(isCluster) : undefined;
    const reply = answer({ kind: 'action', id: 2, clusterId: cluster!.properties.cluster_id });
    expect(reply).toEqual({ kind: 'action', id: 2, action: { kind: 'list', schools: [expect.objectContaining({ id: 7 }), expect.objectContaining({ id: 8 })] } });
  });
});
