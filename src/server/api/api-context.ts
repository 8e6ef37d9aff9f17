import type { DatabaseHandle } from '../db/client.ts';
import type { ResponseCache } from '../read-model/response-cache.ts';
import type { SchoolStore } from '../read-model/school-store.ts';

/** What the API routes are given: the database, the read model and the response cache. */
export interface ApiContext {
  handle: DatabaseHandle;
  store: SchoolStore;
  cache: ResponseCache;
}
