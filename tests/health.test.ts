// /api/health/ready says whether the read model is loaded; /api/health shows no server folder in a failed import's
// message and answers 503 { message } when the database cannot answer (PostgreSQL: postgres-resilience.test.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { importStats } from '../src/server/db/schema.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases())('health on $name', ({ name, open }) => {
  it('is not ready before the first load (503), then ready with the data version', async () => {
    const handle = await open();
    const store = new SchoolStore(handle);
    const app = await buildApp({ handle, store });
    try {
      const before = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ message: 'The school data is not loaded yet' });
      await store.refresh();
      const after = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ ready: true, dataVersion: store.current.version, schools: store.current.schools.length });
      expect(store.current.schools.length).toBeGreaterThan(2000);
      expect((await app.inject({ method: 'GET', url: '/api/health/ready?x=1' })).statusCode).toBe(400);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('shows a failed import without the server folders its message names', async () => {
    const handle = await open();
    const store = new SchoolStore(handle);
    await store.refresh();
    const app = await buildApp({ handle, store });
    const [failed] = await handle.db
      .insert(importStats)
      .values({ successful: false, errorMessage: 'Required dataset "x" is missing: edb/SCH_LOC_EDB.csv not found in /srv/app/shared/data' })
      .returning();
    try {
      const body = (await app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(body.lastImport).toMatchObject({ successful: false, errorMessage: 'Required dataset "x" is missing: edb/SCH_LOC_EDB.csv not found in …' });
    } finally {
      await handle.db.delete(importStats).where(eq(importStats.id, failed!.id));
      await app.close();
      await handle.close();
    }
  });

  it.runIf(name === 'pglite')('answers 503 { message } once the embedded database is closed, and serves from memory', async () => {
    const handle = await open();
    const store = new SchoolStore(handle);
    await store.refresh();
    const app = await buildApp({ handle, store });
    try {
      await handle.close();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ message: expect.stringMatching(/^The database cannot be reached; the site serves the data it loaded \(version \d+\)$/) });
      const schools = await app.inject({ method: 'GET', url: '/api/schools?limit=1' });
      expect(schools.json().total).toBe(store.current.schools.length);
    } finally {
      await app.close();
    }
  });
});
