// The test databases as the files that only read them use them: each opened, and its read model loaded, once per
// worker. The API files share their worker's modules (vitest.config.ts), so this module, and what it opened, lasts
// from the first file to the last: opening PGlite from the snapshot and loading its read model took about 1.5
// core-seconds, once per file before (decision record 024). PGlite's is read-only (`default_transaction_read_only`),
// so no file can change what a later one reads: a write fails. A file that writes opens a database of its own
// (TestDatabase.open). The PostgreSQL pool replaces connections that a file dropping or refusing them closed
// (postgres-resilience, dataset-refresh), as in production. Both end with the worker.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { vapidKeys } from '../src/server/push/vapid-keys.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import type { TestDatabase } from './databases.ts';

export interface SharedReadModel {
  handle: DatabaseHandle;
  store: SchoolStore;
}

const opened = new Map<TestDatabase['name'], Promise<SharedReadModel>>();

async function open(db: TestDatabase): Promise<SharedReadModel> {
  const handle = await db.open();
  if (handle.kind === 'pglite') {
    await vapidKeys(handle.db); // stored at an app's first start, read by the others
    await handle.db.execute(sql`set default_transaction_read_only = on`);
  }
  const store = new SchoolStore(handle);
  await store.start(0);
  return { handle, store };
}

/** The database's handle and loaded read model, opened at the first call of the worker (again if that open failed). */
export function sharedReadModel(db: TestDatabase): Promise<SharedReadModel> {
  let entry = opened.get(db.name);
  if (!entry) {
    entry = open(db);
    entry.catch(() => opened.delete(db.name));
    opened.set(db.name, entry);
  }
  return entry;
}
