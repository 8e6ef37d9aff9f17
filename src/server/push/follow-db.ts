// The follows in the database (issue 27, decision record 029): created or replaced by subscription, read and
// changed by id and token (only the token's SHA-256 is kept), and claimed by a sender when a data version is newer
// than the one a follow has had.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type FollowRow, follows, importStats } from '../db/schema.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import type { PushSubscriptionJson } from '../../shared/follow-schemas.ts';

export interface Followed {
  locale: Locale;
  schools: number[];
  searches: string[];
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The newest data version: a new follow hears of the changes after it. */
const currentVersion = sql`coalesce((select max(${importStats.id}) from ${importStats} where ${importStats.successful}), 0)`;

/** Creates the follow of a subscription, or replaces what it follows (with a new token): `created` tells which. */
export async function saveFollow(db: Database, subscription: PushSubscriptionJson, followed: Followed, origin: string) {
  const token = randomBytes(32).toString('base64url');
  const values = { ...followed, origin, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, tokenHash: hashOf(token) };
  const [row] = await db
    .insert(follows)
    .values({ ...values, notifiedVersion: currentVersion })
    .onConflictDoUpdate({
      target: follows.endpoint,
      set: { ...values, updatedAt: sql`now()`, failures: 0, nextAttemptAt: sql`now()` },
    })
    .returning({ id: follows.id, created: sql<boolean>`${follows.createdAt} = ${follows.updatedAt}` });
  return { id: row!.id, token, created: row!.created };
}

/** The follow of this id and token: undefined for an unknown id, a malformed one or a wrong token alike. */
export async function findFollow(db: Database, id: string, token: string): Promise<FollowRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(follows).where(and(eq(follows.id, id), eq(follows.tokenHash, hashOf(token))));
  return row;
}

export async function updateFollow(db: Database, id: string, followed: Partial<Followed> & Pick<Followed, 'schools' | 'searches'>): Promise<FollowRow> {
  const [row] = await db.update(follows).set({ ...followed, updatedAt: sql`now()` }).where(eq(follows.id, id)).returning();
  return row!;
}

export async function deleteFollow(db: Database, id: string): Promise<void> {
  await db.delete(follows).where(eq(follows.id, id));
}

/**
 * Claims up to `count` follows behind `version` whose next try is due and that no sender holds, for `holdSeconds`:
 * one statement, rows another sender has locked skipped, so that of several processes each follow goes to one.
 */
export async function claimFollows(db: Database, version: number, count: number, holdSeconds: number): Promise<FollowRow[]> {
  const result = await db.execute(sql`
    update ${follows} set claimed_until = now() + make_interval(secs => ${holdSeconds})
    where id in (
      select id from ${follows}
      where notified_version < ${version} and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_attempt_at, id
      limit ${count}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(follows).where(inArray(follows.id, ids));
}

/** The follow has had the changes up to `version` (sent, or nothing to send): released, its failures forgotten. */
export async function markNotified(db: Database, id: string, version: number): Promise<void> {
  await db.update(follows).set({ notifiedVersion: version, failures: 0, nextAttemptAt: sql`now()`, claimedUntil: null }).where(eq(follows.id, id));
}

/** A try failed: released, to be tried again after `delaySeconds`. */
export async function markFailed(db: Database, id: string, failures: number, delaySeconds: number): Promise<void> {
  await db
    .update(follows)
    .set({ failures, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`, claimedUntil: null })
    .where(eq(follows.id, id));
}
