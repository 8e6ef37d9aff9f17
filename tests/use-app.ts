// The app for a describe block, closed after it: on the worker's shared database (a TestDatabase, for files that only
// read: shared-read-model.ts), or on a database of the block's own (`open`, closed after the block: files that write,
// or that need other data).
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import type { TestDatabase } from './databases.ts';
import { sharedReadModel, type SharedReadModel } from './shared-read-model.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

async function ownReadModel(open: () => Promise<DatabaseHandle>): Promise<SharedReadModel> {
  const handle = await open();
  const store = new SchoolStore(handle);
  await store.start(0);
  return { handle, store };
}

export function useApp(database: TestDatabase | (() => Promise<DatabaseHandle>)) {
  let own: DatabaseHandle | undefined;
  let handle: DatabaseHandle | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    const model = typeof database === 'function' ? await ownReadModel(database) : await sharedReadModel(database);
    if (typeof database === 'function') own = model.handle;
    handle = model.handle;
    app = await buildApp({ handle, store: model.store });
  });
  afterAll(async () => {
    await app?.close();
    await own?.close();
  });
  return {
    app: () => app!,
    handle: () => handle!,
    get: (url: string, headers: Record<string, string> = {}) => app!.inject({ method: 'GET', url, headers }),
  };
}
