// Opens the database: PGlite in a data folder by default, a PostgreSQL server with DATABASE_URL.
// Both run the same schema and the same migrations, applied here in code.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { plainError } from './database-errors.ts';
import { IMPORT_CHANNEL, type ImportListener, listenForImports } from './import-listener.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data is written, for messages about a full disk or a folder that cannot be written. */
  storage: string;
  /** Calls back when another process announces a new import (PostgreSQL only). */
  onImport(callback: () => void): Promise<void>;
  /** Tells other processes that the data changed (PostgreSQL only). */
  announceImport(): Promise<void>;
  /**
   * A snapshot of the data folder as a tar (PGlite only), for tests that start from it. Not compressed: the tests open
   * it again and again, 0.55 core-seconds an open against 0.85 gzipped, and write it in 0.2 against 0.9–1.3.
   */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite's page cache, in its WebAssembly memory, which never shrinks: PostgreSQL's default, 128 MB, became resident
 * as the data was read (the whole database is about 60 MB on disk, and the read model reads it once per data version);
 * the files stay in the system's cache beside it. 16 MB took 130 MB off an idle server (decision record 030).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export type DatabaseOptions =
  | { databaseUrl: string }
  /** A data folder, or nothing for memory; `loadDataDir` starts from a dumped snapshot. */
  | { dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema });
  const storage = options.dataDir ? `DATA_DIR ${options.dataDir}` : 'the in-memory database';
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    // A folder that cannot be written fails here first: say so, not `Failed query: CREATE SCHEMA …`.
    await client.close().catch(() => {});
    throw plainError(error, storage);
  }
  return {
    db,
    kind: 'pglite',
    storage,
    onImport: async () => {},
    announceImport: async () => {},
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 5, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (restart, failover, timeout) is replaced by the pool; without this
  // listener its error would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // A connection dropped while in use (during an import) fails its query, which the caller handles; the
  // connection's own 'error' event that follows would otherwise end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema });
  // Several processes may start at once: one migrates while the others wait.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(7215001)');
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(7215001)');
    lock.release();
  }
  let listener: ImportListener | undefined;
  return {
    db,
    kind: 'postgres',
    storage: 'the PostgreSQL server',
    async onImport(callback) {
      listener = await listenForImports(connectionString, callback);
    },
    async announceImport() {
      await pool.query(`notify ${IMPORT_CHANNEL}`);
    },
    dump: () => Promise.reject(new Error('Only the embedded database can be dumped')),
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}

/** The database of the environment: DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseOptionsFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
}
