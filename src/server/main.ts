// Starts the server: environment, database (importing on first start), read model, HTTP.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { databaseOptionsFromEnv, openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { acquireDataDirLock } from './import/data-dir-lock.ts';
import { importIfEmpty } from './import/run-import.ts';
import { SchoolStore } from './read-model/school-store.ts';

const VERSION_CHECK_MS = 5_000;

async function main() {
  const env = readEnv();
  if (!env.DATABASE_URL) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    acquireDataDirLock(env.DATA_DIR);
  }
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  await importIfEmpty(handle, { dataDir: env.SCHOOLS_DATA_DIR, log: (line) => console.log(line) });
  const store = new SchoolStore(handle);
  await store.start(VERSION_CHECK_MS);
  const app = await buildApp({
    handle,
    store,
    clientDir: env.NODE_ENV === 'production' ? fileURLToPath(new URL('../../dist/client', import.meta.url)) : undefined,
    logger: { level: env.LOG_LEVEL },
    addressLookup: { url: env.ADDRESS_LOOKUP_URL },
  });
  const close = async () => {
    store.stop();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
