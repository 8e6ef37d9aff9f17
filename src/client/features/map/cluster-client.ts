// The page's side of the cluster worker: one worker, started a frame after the first paint (or by the first
// question), told about new points before the first question about them. A worker that fails is started again at
// the next question.
import type { MapPoint } from '../../../shared/schemas.ts';
import type { ClusterReply, ClusterRequest } from './cluster-answers.ts';
import { actionWithPoints, type Bounds, type ClusterAction, coordinatesOf, type MapFeature, withPoints } from './clustering.ts';

type Question = { kind: 'view'; bounds: Bounds; zoom: number } | { kind: 'action'; clusterId: number };

let worker: Worker | undefined;
let loaded: readonly MapPoint[] | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve: (reply: ClusterReply) => void; reject: (error: Error) => void }>();

function start(): Worker {
  const started = new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<ClusterReply>) => {
    waiting.get(data.id)?.resolve(data);
    waiting.delete(data.id);
  };
  started.onerror = (event) => {
    event.preventDefault();
    const error = new Error(`The map's cluster worker failed: ${event.message || 'its script did not load'}`);
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    started.terminate();
    worker = undefined;
    loaded = undefined;
  };
  return started;
}

/**
 * Starts the worker ahead of the first question (its creation, about 9 ms of the main thread, then a task of its
 * own instead of part of the one that first draws the map).
 */
export function startClusterWorker(): void {
  worker ??= start();
}

function ask<K extends Question['kind']>(points: readonly MapPoint[], question: Extract<Question, { kind: K }>): Promise<Extract<ClusterReply, { kind: K }>> {
  worker ??= start();
  if (points !== loaded) {
    // The coordinates alone, their buffer moved to the worker, not copied; its answers name a school by its place
    // in `points` (clustering.ts, Site).
    const coordinates = coordinatesOf(points);
    worker.postMessage({ kind: 'load', coordinates } satisfies ClusterRequest, [coordinates.buffer]);
    loaded = points;
  }
  const id = ++lastId;
  worker.postMessage({ ...question, id } as ClusterRequest);
  // The worker answers a question with a reply of the same kind and id (answer() in cluster-answers.ts).
  return new Promise((resolve, reject) => waiting.set(id, { resolve: resolve as (reply: ClusterReply) => void, reject }));
}

/** The clusters and single schools of `points` in a view. */
export async function visibleFeatures(points: readonly MapPoint[], bounds: Bounds, zoom: number): Promise<MapFeature[]> {
  return withPoints((await ask(points, { kind: 'view', bounds, zoom })).features, points);
}

/** What a click on a cluster of `points` does (clusterAction in clustering.ts). */
export async function clusterActionOf(points: readonly MapPoint[], clusterId: number): Promise<ClusterAction> {
  return actionWithPoints((await ask(points, { kind: 'action', clusterId })).action, points);
}
