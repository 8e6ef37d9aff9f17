// Imports the real open data once per test run: into a PGlite snapshot file, and into a fresh
// database on the PostgreSQL server when one is reachable.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client.ts';
import { runImport } from '../src/server/import/run-import.ts';
import {
  SHARED_DATA_DIR,
  SNAPSHOT_FILE,
  TEST_DATABASE_URL,
  postgresReachable,
  recreatePostgresDatabase,
} from './databases.ts';

// One import after the other: at once, PGlite's work held this process's event loop so long on a slow host that the
// PostgreSQL client's connection timed out (decision record 024).
export default async function setup(project: TestProject) {
  const pglite = await openDatabase({});
  await runImport(pglite, { dataDir: SHARED_DATA_DIR });
  const dump = await pglite.dump();
  mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
  writeFileSync(SNAPSHOT_FILE, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const postgresReady = await postgresReachable();
  if (postgresReady) {
    await recreatePostgresDatabase();
    const server = await openDatabase({ databaseUrl: TEST_DATABASE_URL });
    await runImport(server, { dataDir: SHARED_DATA_DIR });
    await server.close();
  }
  project.provide('postgresReady', postgresReady);
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresReady: boolean;
  }
}
