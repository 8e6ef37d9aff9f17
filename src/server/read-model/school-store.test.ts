// SchoolStore.refresh while a reload is running: the reload may have read the data version before the change a
// caller was told of (a NOTIFY), so the caller gets one more reload after it, shared with every call made meanwhile.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.ts';
import { importStats } from '../db/schema.ts';
import { SchoolStore } from './school-store.ts';

// One empty database (opening one takes seconds), emptied of imports before each case.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
});
beforeEach(async () => {
  await handle.db.delete(importStats);
});
afterAll(() => handle?.close());

/** The handle with each reload held after its snapshot is read, until `release`; `failNext` makes the next one fail. */
function heldReloads(real: DatabaseHandle) {
  let reloads = 0;
  let fail = false;
  let release: () => void = () => {};
  let held = Promise.resolve();
  const transaction: Database['transaction'] = async (...args) => {
    reloads += 1;
    const result = await real.db.transaction(...args);
    await held;
    if (fail) {
      fail = false;
      throw new Error('the connection to the database was lost');
    }
    return result;
  };
  const db = Object.create(real.db, { transaction: { value: transaction } }) as Database;
  return {
    handle: { ...real, db },
    reloads: () => reloads,
    hold: () => (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
    failNext: () => (fail = true),
  };
}

describe('SchoolStore.refresh', () => {
  it('reloads once more after the running reload for the calls made while it ran', async () => {
    const held = heldReloads(handle);
    const store = new SchoolStore(held.handle);
    await store.start(0);
    expect([store.current.version, held.reloads()]).toEqual([0, 1]);

    held.hold();
    const running = store.refresh();
    await expect.poll(() => held.reloads()).toBe(2); // its snapshot is read: version 0
    const [row] = await handle.db.insert(importStats).values({ successful: true }).returning();
    const [notified, again] = [store.refresh(), store.refresh()]; // a NOTIFY, and a periodic check
    expect(again).toBe(notified);
    held.release();
    await running;
    expect(store.current.version).toBe(0);
    await notified;
    expect(store.current.version).toBe(row!.id);
    expect(held.reloads()).toBe(3);
  });

  it('still reloads after a running reload that fails', async () => {
    const held = heldReloads(handle);
    const store = new SchoolStore(held.handle);
    held.hold();
    held.failNext();
    const failing = store.refresh();
    await expect.poll(() => held.reloads()).toBe(1);
    const [row] = await handle.db.insert(importStats).values({ successful: true }).returning();
    const notified = store.refresh();
    held.release();
    await expect(failing).rejects.toThrow('the connection to the database was lost');
    await notified;
    expect(store.current.version).toBe(row!.id);
    expect(held.reloads()).toBe(2);
  });
});
