// The read model checks every school against the shared schema once per data version: a record that breaks
// the API contract is refused with a message naming it, and the data already served stays.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { importStats } from '../src/server/db/schema.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import { testDatabases } from './databases.ts';

const [pglite] = testDatabases();

describe('read model validation', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await pglite!.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('refuses a version with a corrupted district and keeps serving the previous one', async () => {
    const errors: unknown[] = [];
    const store = new SchoolStore(handle, (error) => errors.push(error));
    await store.start(0);
    const before = store.current;
    const victim = before.schools[0]!;
    await handle.db.execute(sql`update schools set district = '火星區' where id = ${victim.id}`);
    await handle.db.insert(importStats).values({ successful: true });

    await expect(store.refresh()).rejects.toThrow(`School ${victim.id} (${victim.schoolNo}) breaks the school schema at district`);
    expect(store.current).toBe(before);
    expect(store.current.byId.get(victim.id)!.district).toBe(victim.district);
  });
});
