// The test databases as the files that only read them use them, with their read model loaded. PGlite's is opened once
// per worker: the API files share their worker's modules (vitest.config.ts), so this module, and what it opened,
// lasts from the first file to the last. Opening PGlite from the snapshot and loading its read model took about 1.5
// core-seconds, once per file before (decision record 024). It is read-only (`default_transaction_read_only`), so no
// file can change what a later one reads: a write fails; a file that writes opens a database of its own
// (TestDatabase.open). PostgreSQL's test database is written by other files (imports refused and accepted, follows),
// so each user opens its own and releases it: a model loaded by an earlier file could be another import's.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { vapidKeys } from '../src/server/push/vapid-keys.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import type { TestDatabase } from './databases.ts';

export interface ReadModel {
  handle: DatabaseHandle;
  store: SchoolStore;
  /** Closes the database when it is the caller's own (PostgreSQL); PGlite's stays open for the next file. */
  release: () => Promise<void>;
}

async function loaded(handle: DatabaseHandle, release: () => Promise<void>): Promise<ReadModel> {
  const store = new SchoolStore(handle);
  await store.start(0);
  return { handle, store, release };
}

/** A database of the caller's own, its read model loaded; `release` closes it. */
export async function ownReadModel(open: () => Promise<DatabaseHandle>): Promise<ReadModel> {
  const handle = await open();
  return loaded(handle, () => handle.close());
}

async function readOnly(db: TestDatabase): Promise<ReadModel> {
  const handle = await db.open();
  await vapidKeys(handle.db); // stored at an app's first start, read by the others
  await handle.db.execute(sql`set default_transaction_read_only = on`);
  return loaded(handle, async () => {});
}

let pglite: Promise<ReadModel> | undefined;

/** The database's handle and loaded read model: PGlite's shared (opened again if its open failed), PostgreSQL's new. */
export function readModelOn(db: TestDatabase): Promise<ReadModel> {
  if (db.name !== 'pglite') return ownReadModel(() => db.open());
  if (!pglite) {
    pglite = readOnly(db);
    pglite.catch(() => (pglite = undefined));
  }
  return pglite;
}
