// Web Push of the changes a follow follows (issue 27, decision record 029), on the real data and a stand-in push
// service that checks each request's VAPID JWT and decrypts its message with the subscriber's keys: an import that
// opens one kindergarten's K1 places and closes another sends exactly one message to each follower of them, in its
// language, and none to the others; a 410 deletes the follow; a push service that never answers holds no page and
// is tried again later; one that keeps failing is given up for that version.
import { rmSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { follows, importStats } from '../src/server/db/schema.ts';
import { runImport } from '../src/server/import/run-import.ts';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import { MAX_TRIES, PushSender } from '../src/server/push/push-sender.ts';
import { vapidKeys } from '../src/server/push/vapid-keys.ts';
import type { SchoolStore } from '../src/server/read-model/school-store.ts';
import type { Follow, PushMessage } from '../src/shared/follow-schemas.ts';
import { changedCopy, type Kindergarten, kindergartensToChange, versionOpeningK1 } from './changed-data.ts';
import { testDatabases } from './databases.ts';
import { type PushService, type Subscriber, startPushService } from './push-service.ts';
import { ownReadModel } from './shared-read-model.ts';

const KG = encodeURIComponent('幼稚園');
const HOST = 'schools.example';

describe.each(testDatabases().filter((db) => db.name === 'pglite'))('push messages on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let store: SchoolStore;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let service: PushService;
  let dataDir: string | undefined;
  let opened: Kindergarten;
  let closed: Kindergarten;
  let other: Kindergarten;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOST } });
  let nextAddress = 0;
  /** A subscriber of the stand-in following what is given, through the API as a browser would. */
  async function follower(locale: string, followed: { schools?: number[]; searches?: string[] }) {
    const subscriber = service.subscriber();
    const response = await app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: { host: HOST },
      remoteAddress: `10.9.0.${++nextAddress}`,
      payload: { subscription: subscriber.subscription, locale, ...followed },
    });
    expect(response.statusCode, response.body).toBe(201);
    return Object.assign(subscriber, response.json<{ id: string; token: string }>());
  }
  const messages = (subscriber: Subscriber) => subscriber.deliveries.map((delivery) => JSON.parse(delivery.text) as PushMessage);
  const sender = async (options: Partial<ConstructorParameters<typeof PushSender>[2]> = {}) =>
    new PushSender(handle, store, { keys: await vapidKeys(handle.db), ...options });

  /**
   * The block's own database (the snapshot), the app on it and the push service; with `changed`, a new data version in
   * which `opened`'s K1 places opened. Each block sets up what its cases read, in any order of the blocks (decision
   * record 024).
   */
  function setUp(changed: boolean) {
    beforeAll(async () => {
      service = await startPushService();
      ({ handle, store } = await ownReadModel(open));
      app = await buildApp({ handle, store, push: { on: true, origins: [service.origin] } });
      [opened, closed, other] = await kindergartensToChange(get);
      if (changed) await newVersionOpening(opened);
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await service?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      dataDir = undefined;
    });
  }

  /**
   * The version written as an import writes it (the last import's row again, and the change), as push-processes does:
   * the first block tests the import itself, the failing push services only need a version their follows are behind.
   */
  async function newVersionOpening(school: Kindergarten) {
    const [last] = await handle.db.select().from(importStats).where(eq(importStats.successful, true)).orderBy(desc(importStats.id)).limit(1);
    const { kindergartenCount, primaryCount, secondaryCount, summary } = last!;
    await versionOpeningK1(handle.db, school, { kindergartenCount, primaryCount, secondaryCount, summary });
    await store.refresh();
  }

  describe('an import', () => {
    setUp(false);
    test('an import sends each follower of what changed one message, in its language, and nothing to the others', async () => {
      const school = await follower('zh-HK', { schools: [opened.id] });
      const search = await follower('en', { searches: [`district=${encodeURIComponent(opened.district)}&schoolCategory=${KG}&k1Vacancy=Y`] });
      const both = await follower('zh-Hans', { schools: [opened.id, closed.id] });
      const gone = await follower('zh-HK', { schools: [opened.id] });
      gone.answer = 410;
      const elsewhere = await follower('zh-HK', { schools: [other.id], searches: [`district=${encodeURIComponent(other.district)}&k1Vacancy=N`] });
      const send = await sender();

      // Nothing has changed since they followed.
      expect((await send.sendPending()).size).toBe(0);
      dataDir = changedCopy(opened.schoolNo, closed.schoolNo);
      await runImport(handle, { dataDir });
      await store.refresh();
      const { version } = store.current;
      const counts = await send.sendPending();
      expect(Object.fromEntries(counts)).toEqual({ sent: 3, gone: 1, nothing: 1 });

      const { publicKey } = (await get('/api/push/key')).json<{ publicKey: string }>();
      for (const subscriber of [school, search, both]) {
        expect(subscriber.refused).toEqual([]);
        expect(subscriber.deliveries).toHaveLength(1);
        const [delivery] = subscriber.deliveries;
        expect(delivery!.vapidKey).toBe(publicKey);
        expect(delivery!.claims.aud).toBe(service.origin);
        expect(delivery!.claims.sub).toBe(`https://${HOST}`);
        expect(delivery!.ttl).toBeGreaterThan(0);
      }
      expect(messages(school)).toEqual([
        { title: `${opened.name}：幼兒班 (K1)有改變`, body: '幼兒班 (K1)：沒有學位 → 有學位', url: `/schools/${opened.id}`, tag: `data-version-${version}` },
      ]);
      expect(messages(search)).toEqual([
        {
          title: `${opened.englishName ?? opened.name}: Nursery (K1) changed`,
          body: 'Nursery (K1): No places → Places available',
          url: `/en/schools/${opened.id}`,
          tag: `data-version-${version}`,
        },
      ]);
      const [message] = messages(both);
      expect(message!.title).toBe(toSimplified('港校指南：2 間你關注的學校資料有變'));
      expect(message!.body.split('\n').sort()).toEqual([toSimplified(`${closed.name}：已停辦`), toSimplified(`${opened.name}：幼兒班 (K1)有改變`)].sort());
      expect(message!.url).toBe('/sc/follows');
      expect(elsewhere.deliveries).toEqual([]);
      // The push service said the subscription is gone: the follow is deleted.
      expect(gone.deliveries).toEqual([]);
      expect((await app.inject({ url: `/api/follows/${gone.id}`, headers: { authorization: `Bearer ${gone.token}` } })).statusCode).toBe(404);

      // A school that closed stays in a follow that has it, shown as no longer listed; a new follow of it is refused.
      const kept = await app.inject({
        method: 'PUT',
        url: `/api/follows/${both.id}`,
        headers: { authorization: `Bearer ${both.token}` },
        payload: { schools: [closed.id], searches: [] },
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<Follow>().schools).toEqual([{ id: closed.id, name: closed.name, englishName: closed.englishName, listed: false }]);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/follows',
        headers: { host: HOST },
        payload: { subscription: service.subscriber().subscription, locale: 'en', schools: [closed.id] },
      });
      expect(refused.statusCode).toBe(400);

      // Once: a second run, or another sender, finds nothing more to send.
      expect((await send.sendPending()).size).toBe(0);
      expect((await (await sender()).sendPending()).size).toBe(0);
      expect([school, search, both].map((s) => s.deliveries.length)).toEqual([1, 1, 1]);
    });
  });

  describe('after an import, a push service that fails', () => {
    setUp(true);
    /** A follower of the school whose K1 places opened that has not had the last version yet. */
    async function behind(answer: Subscriber['answer']) {
      const subscriber = await follower('zh-HK', { schools: [opened.id] });
      subscriber.answer = answer;
      await handle.db.update(follows).set({ notifiedVersion: store.current.version - 1 }).where(eq(follows.id, subscriber.id));
      return subscriber;
    }
    const rowOf = async (id: string) => (await handle.db.select().from(follows).where(eq(follows.id, id)))[0]!;

    test('a push service that never answers holds no page, and the message is tried again later', async () => {
      const silent = await behind('never');
      const send = await sender({ timeoutMs: 3_000, retryBaseSeconds: 600 });
      const sending = send.sendPending();
      await expect.poll(() => silent.held).toBe(1);
      // While the push service holds the message: pages, searches, and a new follow (the database is not held).
      for (const url of [`/api/schools/${opened.id}`, `/api/schools?schoolCategory=${KG}&k1Vacancy=Y`, '/api/counts']) expect((await get(url)).statusCode).toBe(200);
      await follower('en', { schools: [other.id] });
      expect(silent.held).toBe(1);
      expect(Object.fromEntries(await sending)).toEqual({ retry: 1 });
      const row = await rowOf(silent.id);
      expect(row.failures).toBe(1);
      expect(row.notifiedVersion).toBe(store.current.version - 1);
      expect(row.claimedUntil).toBeNull();
      const waits = await handle.db.execute(sql`select ${row.nextAttemptAt}::timestamptz > now() + interval '5 minutes' as waits`);
      expect((waits as unknown as { rows: unknown[] }).rows).toEqual([{ waits: true }]);
      // Not due yet: another run leaves it.
      expect((await send.sendPending()).size).toBe(0);
      await handle.db.delete(follows).where(eq(follows.id, silent.id));
    });

    test(`a push service that keeps failing is tried ${MAX_TRIES} times, then that version is given up (the follow stays)`, async () => {
      const failing = await behind(500);
      const logged: string[] = [];
      // No wait between tries: every try is due at once.
      const counts = await (await sender({ retryBaseSeconds: 0, log: (line) => logged.push(line) })).sendPending();
      expect(Object.fromEntries(counts)).toEqual({ retry: MAX_TRIES - 1, 'given up': 1 });
      const row = await rowOf(failing.id);
      expect([row.notifiedVersion, row.failures]).toEqual([store.current.version, 0]);
      expect(logged.join('\n')).toMatch(new RegExp(`follow ${failing.id}: data version ${store.current.version} not sent \\(500, after ${MAX_TRIES} tries\\)`));
      expect(failing.deliveries).toEqual([]);
    });
  });
});
