// The VAPID key pair (RFC 8292): made on the first start and kept in the database, so that every process signs
// with the same pair and a browser's subscription (made for the public key) stays valid across restarts.
import webpush from 'web-push';
import type { Database } from '../db/client.ts';
import { pushKeys } from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The pair in the database, made and stored first when there is none (of processes starting at once, one wins). */
export async function vapidKeys(db: Database): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db.insert(pushKeys).values({ id: 1, ...made }).onConflictDoNothing();
  const [row] = await db.select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey }).from(pushKeys);
  if (!row) throw new Error('The VAPID key pair could not be stored');
  return row;
}
