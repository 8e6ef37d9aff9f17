// The databases the API suite runs on: PGlite (always) and the PostgreSQL server (when reachable;
// with CI=true an unreachable server is a failure, not a skip). global-setup.ts prepares both once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';

export const SHARED_DATA_DIR = path.resolve(process.env.SCHOOLS_DATA_DIR ?? '../shared/data');
/** TEST_RUN_ID keeps concurrent test runs on one machine (several checkouts, helpers) off each other's data. */
export const RUN = (process.env.TEST_RUN_ID ?? '').replace(/[^a-z0-9_]/gi, '');
export const SNAPSHOT_FILE = path.resolve(`.tmp/test-pglite${RUN && `-${RUN}`}.tar`);
export const TEST_DATABASE = `hk_school_guide_test${RUN && `_${RUN.toLowerCase()}`}`;
export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${TEST_DATABASE}`);

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error(`PostgreSQL is required in CI but ${ADMIN_URL} is unreachable`);
    return false;
  }
}

/** The URL of another database on the test server. */
export const postgresUrlFor = (database: string) => ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);

/**
 * Drops and creates the test database (or another one: a name of letters, digits and _) on the server, empty or a
 * copy of `template` (a file copy on the server: no import). A copy cannot be made while a connection to the template
 * is open: the API files run one at a time, so one still open is what an earlier file's pool left (it closes its
 * connections lazily), and it is closed first.
 */
export async function recreatePostgresDatabase(database = TEST_DATABASE, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${database} with (force)`);
    if (template) await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [template]);
    await client.query(`create database ${database}${template ? ` template ${template}` : ''}`);
  } finally {
    await client.end();
  }
}

export async function dropPostgresDatabase(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(`drop database if exists ${database} with (force)`);
  await client.end();
}

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/** The databases prepared by global-setup (the PostgreSQL one only when it was reachable). */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: () => openDatabase({ loadDataDir: new Blob([readFileSync(SNAPSHOT_FILE)]) }),
    },
  ];
  if (inject('postgresReady')) {
    list.push({ name: 'postgres', open: () => openDatabase({ databaseUrl: TEST_DATABASE_URL }) });
  }
  return list;
}
