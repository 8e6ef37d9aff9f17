// Two server processes on one PostgreSQL: an import announced by one reaches the other's read model.
import { eq } from 'drizzle-orm';
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
    let added: number | undefined;
    try {
      await store.start(0); // no periodic check: only the notification can bring the change
      const [row] = await writer.db.insert(importStats).values({ successful: true }).returning();
      added = row!.id;
      await writer.announceImport();
      // A full reload of the read model: seconds on a busy host.
      await expect.poll(() => store.current.version, { timeout: 60_000 }).toBe(added);
      expect(store.current.schools.length).toBeGreaterThan(2000);
    } finally {
      store.stop();
      // The other suites read the last import: the record added here goes.
      if (added !== undefined) await writer.db.delete(importStats).where(eq(importStats.id, added));
      await writer.close();
      await reader.close();
    }
  });
});
