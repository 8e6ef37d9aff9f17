// What a tap on 通知我, 停止 or 全部停止 does (issue 27): a chunk of its own, loaded on the tap. The first follow makes
// the browser's subscription and POSTs it with what it follows; later ones change the lists (PUT); a new
// subscription (the browser's own changed) makes a new follow and stops the old one. The last thing stopped stops the
// follow (DELETE) and the subscription.
import type { QueryClient } from '@tanstack/react-query';
import type { Follow } from '../../../shared/follow-schemas.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { ApiError } from '../../lib/api.ts';
import { followApi } from './follow-api.ts';
import { isEmpty, listsOf, NOTHING, withoutTarget, withTarget, type FollowTarget } from './follow-lists.ts';
import { FollowProblem } from './follow-problem.ts';
import { followQuery } from './follow-query.ts';
import { searchKey } from './search-key.ts';
import { followStore, type StoredFollow } from './follow-store.ts';
import { subscribe, unsubscribe } from './push-subscription.ts';

/** What the server has now (not the copy of an earlier read): null when it has no such follow any more. */
const fresh = (client: QueryClient, stored: StoredFollow) => client.fetchQuery({ ...followQuery(stored), staleTime: 0 });

/** The names of the followed searches' places, with or without the target's. */
function placesOf(places: Record<string, string>, target: FollowTarget, keep: boolean): Record<string, string> {
  if (target.kind !== 'search') return places;
  const { [searchKey(target.search)]: _, ...others } = places;
  return keep && target.place ? { ...others, [searchKey(target.search)]: target.place } : others;
}

export async function follow(target: FollowTarget, locale: Locale, client: QueryClient, permission: Promise<NotificationPermission | 'unsupported'>) {
  const { endpoint, json } = await subscribe(permission);
  const stored = followStore.get();
  const current = stored && (await fresh(client, stored));
  const lists = withTarget(current ? listsOf(current) : NOTHING, target);
  if (typeof lists === 'string') throw new FollowProblem(lists);
  const places = placesOf(current ? stored.places : {}, target, true);
  if (current && stored.endpoint === endpoint) {
    const updated = await followApi.update(stored, { locale, ...lists });
    followStore.save({ ...stored, places });
    client.setQueryData<Follow | null>(followQuery(stored).queryKey, updated);
    return;
  }
  const created = await followApi.create({ subscription: json, locale, ...lists });
  followStore.save({ ...created, endpoint, places });
  // The follow of the browser's earlier subscription, which no longer reaches it.
  if (current && created.id !== stored.id) await followApi.remove(stored).catch((error: unknown) => console.error('Failed to stop the earlier follow', error));
}

/** Stops everything: the follow, then the subscription (a follow the server no longer has is stopped already). */
export async function stopAll(client: QueryClient) {
  const stored = followStore.get();
  if (stored) {
    await followApi.remove(stored).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    });
  }
  followStore.save(null);
  client.removeQueries({ queryKey: ['follow'] });
  await unsubscribe();
}

/** Stops the target; the last thing followed stops everything. */
export async function stop(target: FollowTarget, client: QueryClient) {
  const stored = followStore.get();
  const current = stored && (await fresh(client, stored));
  if (!current) return;
  const lists = withoutTarget(listsOf(current), target);
  if (isEmpty(lists)) return stopAll(client);
  const updated = await followApi.update(stored, lists);
  followStore.save({ ...stored, places: placesOf(stored.places, target, false) });
  client.setQueryData<Follow | null>(followQuery(stored).queryKey, updated);
}
