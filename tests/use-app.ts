// The app on one test database for a suite: the read model loaded, closed after the suite.
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

export function useApp(open: () => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    handle = await open();
    const store = new SchoolStore(handle);
    await store.start(0);
    app = await buildApp({ handle, store });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  return {
    app: () => app!,
    handle: () => handle!,
    get: (url: string, headers: Record<string, string> = {}) => app!.inject({ method: 'GET', url, headers }),
  };
}
