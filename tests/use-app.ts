// The app for a describe block, closed after it: on a test database's read model (a TestDatabase, for files that only
// read: PGlite's shared, see shared-read-model.ts), or on a database of the block's own (`open`, closed after the
// block: files that write, or that need other data).
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import type { TestDatabase } from './databases.ts';
import { ownReadModel, readModelOn, type ReadModel } from './shared-read-model.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

export function useApp(database: TestDatabase | (() => Promise<DatabaseHandle>)) {
  let model: ReadModel | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    model = typeof database === 'function' ? await ownReadModel(database) : await readModelOn(database);
    app = await buildApp({ handle: model.handle, store: model.store });
  });
  afterAll(async () => {
    await app?.close();
    await model?.release();
  });
  return {
    app: () => app!,
    handle: () => model!.handle,
    get: (url: string, headers: Record<string, string> = {}) => app!.inject({ method: 'GET', url, headers }),
  };
}
