// What the cluster worker (cluster-worker.ts) answers, as a plain function over its one index: tests call it directly.
import { type Bounds, type ClusterIndex, clusterAction, createClusterIndex, getVisibleFeatures, type SiteAction, type SiteFeature } from './clustering.ts';

export type ClusterRequest =
  | { kind: 'load'; coordinates: Float64Array }
  | { kind: 'view'; id: number; bounds: Bounds; zoom: number }
  | { kind: 'action'; id: number; clusterId: number };

export type ClusterReply = { kind: 'view'; id: number; features: SiteFeature[] } | { kind: 'action'; id: number; action: SiteAction };

let index: ClusterIndex = createClusterIndex(new Float64Array());

/** The reply to a request; none to a load (the requests after it are answered from its points). */
export function answer(request: ClusterRequest): ClusterReply | undefined {
  switch (request.kind) {
    case 'load':
      index = createClusterIndex(request.coordinates);
      return undefined;
    case 'view':
      return { kind: 'view', id: request.id, features: getVisibleFeatures(index, request.bounds, request.zoom) };
    case 'action':
      return { kind: 'action', id: request.id, action: clusterAction(index, request.clusterId) };
  }
}
