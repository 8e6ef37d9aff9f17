// Starts the server (through main.ts): environment, database (importing on first start), read model, HTTP.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { databaseOptionsFromEnv, openDatabase } from './db/client.ts';
import { plainMessage } from './db/database-errors.ts';
import { loggerOptions } from './edge/request-log.ts';
import { readEnv } from './env.ts';
import { acquireDataDirLock } from './import/data-dir-lock.ts';
import { startRefresh } from './import/refresh.ts';
import { importIfEmpty } from './import/run-import.ts';
import { SchoolStore } from './read-model/school-store.ts';
import { PushSender } from './push/push-sender.ts';
import { releaseMemory } from './release-memory.ts';
import { vapidKeys } from './push/vapid-keys.ts';
import { type Running, stopOnSignals } from './shutdown.ts';

const VERSION_CHECK_MS = 5_000;

/**
 * The build this process serves: dist/ is a link to a folder under .builds/ (scripts/build.ts), resolved once, so that
 * a build swapped in later leaves this process on the files its pages name.
 */
function builtDist(): string {
  const dist = fileURLToPath(new URL('../../dist', import.meta.url));
  return existsSync(dist) ? realpathSync(dist) : dist;
}

async function main() {
  const env = readEnv();
  const running: Running = {};
  stopOnSignals(running);
  if (!env.DATABASE_URL) acquireDataDirLock(env.DATA_DIR);
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  running.handle = handle;
  await importIfEmpty(handle, { dataDir: env.SCHOOLS_DATA_DIR, log: (line) => console.log(line) });
  const store = new SchoolStore(handle);
  running.store = store;
  await store.start(VERSION_CHECK_MS);
  const app = await buildApp({
    handle,
    store,
    // Pages and assets once built (npm run build); without a build, the API alone.
    clientDir: path.join(builtDist(), 'client'),
    logger: loggerOptions(env.LOG_LEVEL),
    addressLookup: { url: env.ADDRESS_LOOKUP_URL },
    push: { on: env.PUSH === 'on', origins: env.PUSH_SERVICE_ORIGINS, subject: env.PUSH_SUBJECT },
  });
  running.app = app;
  if (!env.SCHOOLS_DATA_DIR && env.DATA_REFRESH_HOURS !== 'off') {
    running.refresh = startRefresh(handle, { intervalMs: Number(env.DATA_REFRESH_HOURS) * 3_600_000, log: (line) => console.log(line) });
  }
  if (env.PUSH === 'on') {
    const sender = new PushSender(handle, store, { keys: await vapidKeys(handle.db), subject: env.PUSH_SUBJECT, log: (line) => console.log(line) });
    running.sender = sender;
    sender.start();
  }
  // What the start-up used and left given back to the system, and again after each new data version's load.
  releaseMemory();
  store.onReload(() => releaseMemory());
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(plainMessage(error));
  process.exit(1);
});
