// Two server processes on one PostgreSQL: an import announced by one reaches the other's read model.
import { inject, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client.ts';
import { importStats } from '../src/server/db/schema.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import { TEST_DATABASE_URL } from './databases.ts';

describe.runIf(inject('postgresReady'))('several processes on PostgreSQL', () => {
  it('reloads the read model of every process after an import', async () => {
    const writer = await openDatabase({ databaseUrl: TEST_DATABASE_URL });
    const reader = await openDatabase({ databaseUrl: TEST_DATABASE_URL });
    const store = new SchoolStore(reader);
    await store.start(0); // no periodic check: only the notification can bring the change
    const before = store.current.version;

    const [row] = await writer.db.insert(importStats).values({ successful: true }).returning();
    await writer.announceImport();
    for (let i = 0; i < 50 && store.current.version === before; i++) await new Promise((r) => setTimeout(r, 100));

    expect(store.current.version).toBe(row!.id);
    expect(store.current.schools.length).toBeGreaterThan(2000);
    store.stop();
    await writer.close();
    await reader.close();
  });
});
