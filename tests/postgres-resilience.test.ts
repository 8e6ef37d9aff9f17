// PostgreSQL connections that drop: an import whose connection is killed fails plainly and is recorded; the LISTEN
// connection is made again (with backoff) and a NOTIFY after that reloads at once; /api/health answers 503 while the
// database cannot be reached and the site serves from memory. Connections are killed with pg_terminate_backend and
// kept out with ALLOW_CONNECTIONS false, restored after each test.
import { desc, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { importStats } from '../src/server/db/schema.ts';
import { IMPORT_LOCK, runImport } from '../src/server/import/run-import.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import { ADMIN_URL, SHARED_DATA_DIR, TEST_DATABASE, TEST_DATABASE_URL } from './databases.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection of its own: to the test database (to kill the others) or to the server's postgres database. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  return client;
}
const KILL_OTHERS = 'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';
const killAll = (admin: pg.Client) =>
  admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [TEST_DATABASE]);

/** Waits for check to hold; timeoutMs only against a hang. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function open(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL });
  cleanups.push(() => handle.close());
  return handle;
}

/** Removes the import records a test added, so the other suites find the last import successful. */
async function keepImportRecords(handle: DatabaseHandle): Promise<void> {
  const [last] = await handle.db.select({ id: importStats.id }).from(importStats).orderBy(desc(importStats.id)).limit(1);
  cleanups.push(() => handle.db.delete(importStats).where(gt(importStats.id, last!.id)));
}

describe.runIf(inject('postgresReady'))('PostgreSQL connections that drop', () => {
  it('an import whose connection is killed fails, records the failure and leaves the data as it was', async () => {
    const handle = await open();
    await keepImportRecords(handle);
    const fingerprint = async () =>
      ((await handle.db.execute(sql`select md5(string_agg(s::text, '|' order by s.id)) as h from schools s`)) as unknown as { rows: { h: string }[] }).rows[0]!.h;
    const before = await fingerprint();
    // Holding the import lock keeps the import inside its transaction, waiting, while its connection is killed.
    const holder = await connect(TEST_DATABASE_URL);
    await holder.query('select pg_advisory_lock($1)', [IMPORT_LOCK]);
    const lines: string[] = [];
    const importing = runImport(handle, { dataDir: SHARED_DATA_DIR, log: (line) => lines.push(line) }).then(
      () => new Error('the import went through'),
      (error: Error) => error,
    );
    await until('the import to wait on its lock', async () => {
      const { rows } = await holder.query(
        "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%pg_advisory_xact_lock%'",
      );
      return rows.length > 0;
    }, 120_000); // the import reads and checks every file first: only against a hang
    await holder.query(KILL_OTHERS);
    await holder.query('select pg_advisory_unlock($1)', [IMPORT_LOCK]);

    const error = await importing;
    // The server's message, or the driver's when the closed socket is noticed first.
    expect(error.message).toMatch(/^the connection to the database was lost: (terminating connection due to administrator command|Connection terminated unexpectedly)$/);
    const [last] = await handle.db.select().from(importStats).orderBy(desc(importStats.id)).limit(1);
    expect(last, lines.join('\n')).toMatchObject({ successful: false, errorMessage: error.message });
    expect(await fingerprint()).toBe(before);
  });

  it('makes the LISTEN connection again, with backoff, and reloads at once on a NOTIFY after that', async () => {
    const writer = await open();
    await keepImportRecords(writer);
    const reader = await open();
    const store = new SchoolStore(reader);
    await store.start(0); // no periodic check: only a notification can bring a change
    cleanups.push(() => store.stop());
    const admin = await connect(ADMIN_URL);
    const listening = async (since: Date) => {
      const { rows } = await admin.query(
        "select 1 from pg_stat_activity where datname = $1 and query = 'listen schools_imported' and backend_start > $2",
        [TEST_DATABASE, since],
      );
      return rows.length > 0;
    };

    // Kill every connection and keep new ones out for 2 s: the first attempts fail, later ones succeed.
    const killedAt = new Date();
    await admin.query(`alter database ${TEST_DATABASE} allow_connections false`);
    cleanups.push(() => admin.query(`alter database ${TEST_DATABASE} allow_connections true`));
    await killAll(admin);
    await sleep(2_000);
    expect(await listening(killedAt)).toBe(false);
    await admin.query(`alter database ${TEST_DATABASE} allow_connections true`);
    // Attempts back off 0.5 s, 1 s, 2 s, 4 s …: 60 s only against a hang.
    await until('the LISTEN connection to be made again', () => listening(killedAt), 60_000);

    // No periodic check: only the NOTIFY can bring this version (a reload still running from the reconnection
    // is followed by one more, see SchoolStore.refresh).
    const before = store.current.version;
    const [row] = await writer.db.insert(importStats).values({ successful: true }).returning();
    await writer.announceImport();
    await until('the reload', () => store.current.version !== before);
    expect(store.current.version).toBe(row!.id);
    expect(store.current.schools.length).toBeGreaterThan(2000);
  });

  it('answers /api/health with 503 while the database is away and keeps serving the schools from memory', async () => {
    const handle = await open();
    const store = new SchoolStore(handle);
    await store.start(0);
    cleanups.push(() => store.stop());
    const app = await buildApp({ handle, store });
    cleanups.push(() => app.close());
    const get = (url: string) => app.inject({ method: 'GET', url });
    expect((await get('/api/health')).statusCode).toBe(200);

    const admin = await connect(ADMIN_URL);
    await admin.query(`alter database ${TEST_DATABASE} allow_connections false`);
    cleanups.push(() => admin.query(`alter database ${TEST_DATABASE} allow_connections true`));
    await killAll(admin);

    // From a pooled connection just killed (57P01), or from a new one refused (55000).
    for (const code of ['57P01|55000', '57P01|55000', '57P01|55000']) {
      const health = await get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ message: expect.stringMatching(new RegExp(`^The database cannot be reached \\((${code})\\); the site serves the data it loaded`)) });
      expect(health.body).not.toMatch(/\/[a-z]+\/|postgres:|127\.0\.0\.1/);
    }
    const schools = await get('/api/schools?limit=1');
    expect(schools.statusCode).toBe(200);
    expect(schools.json().total).toBeGreaterThan(2000);
    expect((await get('/api/health/ready')).statusCode).toBe(200);

    await admin.query(`alter database ${TEST_DATABASE} allow_connections true`);
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
