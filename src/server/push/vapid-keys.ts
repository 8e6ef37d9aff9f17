// The VAPID key pair (RFC 8292): made on the first start and kept in the database, so that every process signs
// with the same pair and a browser's subscription (made for the public key) stays valid across restarts.
import webpush from 'web-push';
import type { Database } from '../db/client.ts';
import { pushKeys } from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The pair in the database, made and stored first when there is none (of processes starting at once, one wins). A
 * start that finds it writes nothing.
 */
export async function vapidKeys(db: Database): Promise<VapidKeys> {
  const stored = () => db.select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey }).from(pushKeys);
  const [kept] = await stored();
  if (kept) return kept;
  await db.insert(pushKeys).values({ id: 1, ...webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const [row] = await stored();
  if (!row) throw new Error('The VAPID key pair could not be stored');
  return row;
}
