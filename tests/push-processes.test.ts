// Two server processes on one PostgreSQL send each message once (issue 27, decision record 029): followers made
// through both processes, a new data version announced to both (its change written as an import writes it, then
// NOTIFY), both senders run at once, and once every follow has had the version (none claimed, none behind: no sender
// can send it again) the stand-in push service has received exactly one message per follower.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { follows } from '../src/server/db/schema.ts';
import { versionOpeningK1 } from './changed-data.ts';
import type { PushMessage } from '../src/shared/follow-schemas.ts';
import type { SearchResponse } from '../src/shared/schemas.ts';
import { RUN, TEST_DATABASE, dropPostgresDatabase, postgresUrlFor, recreatePostgresDatabase } from './databases.ts';
import { type PushService, type Subscriber, startPushService } from './push-service.ts';
import { type ServerProcess, freePort, startWithNode, waitUntilReady } from './server-process.ts';

const DATABASE = `hk_school_guide_push${RUN && `_${RUN.toLowerCase()}`}`;
const DATABASE_URL = postgresUrlFor(DATABASE);
/** More followers than one sender claims at once (20), so that both senders take some. */
const FOLLOWERS = 45;

describe.runIf(inject('postgresReady'))('push from two processes on PostgreSQL', () => {
  let service: PushService;
  let db: DatabaseHandle;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    service = await startPushService();
    await recreatePostgresDatabase(DATABASE, TEST_DATABASE); // the imported data (global-setup.ts)
    for (let i = 0; i < 2; i++) {
      servers.push(startWithNode('', await freePort(), { DATABASE_URL, PUSH_SERVICE_ORIGINS: service.origin, LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1', REDIS_URL: '' }));
    }
    await Promise.all(servers.map((server) => waitUntilReady(server, 180_000)));
    db = await openDatabase({ databaseUrl: DATABASE_URL });
  });
  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await service?.close();
    await db?.close();
    await dropPostgresDatabase(DATABASE);
  });

  it('sends each follower one message', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const kg = encodeURIComponent('幼稚園');
    const { schools } = (await (await fetch(`${servers[0]!.baseUrl}/api/schools?schoolCategory=${kg}&k1Vacancy=N&limit=1`)).json()) as SearchResponse;
    const school = schools[0]!;
    const followers: Subscriber[] = [];
    for (let i = 0; i < FOLLOWERS; i++) {
      const subscriber = service.subscriber();
      // Through either process, each from its own address (10 follows an hour per address).
      const response = await fetch(`${servers[i % 2]!.baseUrl}/api/follows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${i}` },
        body: JSON.stringify({ subscription: subscriber.subscription, locale: 'zh-HK', schools: [school.id] }),
      });
      expect(response.status).toBe(201);
      followers.push(subscriber);
    }

    // A new data version with one change, written as an import writes it, announced to both processes.
    const version = await versionOpeningK1(db.db, school);
    await db.announceImport();
    await expect.poll(() => followers.filter((f) => f.deliveries.length > 0).length, { timeout: 120_000 }).toBe(FOLLOWERS);
    // Every follow has had the version and none is held by a sender: no process can send it again.
    await expect
      .poll(async () => (await db.db.select().from(follows)).map((row) => [row.notifiedVersion, row.claimedUntil]), { timeout: 60_000 })
      .toEqual(followers.map(() => [version, null]));
    expect(followers.map((f) => f.deliveries.length)).toEqual(followers.map(() => 1));
    // What each process says it sent adds up to the messages received. A sender writes its line once its last claim
    // finds nothing left, after the rows above, and the log is written asynchronously: waited for, not read at once.
    const sentBy = () => [a, b].map((server) => [...server.output().matchAll(new RegExp(`push: data version ${version}: [^\\n]*?(\\d+) sent`, 'g'))].reduce((n, m) => n + Number(m[1]), 0));
    await expect.poll(() => sentBy().reduce((n, m) => n + m, 0)).toBe(FOLLOWERS);
    const sent = sentBy();
    console.log(`[push] messages sent by each process: ${sent.join(' and ')}`);
    expect(followers.flatMap((f) => f.refused)).toEqual([]);
    const message = JSON.parse(followers[0]!.deliveries[0]!.text) as PushMessage;
    expect(message).toMatchObject({ title: `${school.name}：幼兒班 (K1)有改變`, body: '幼兒班 (K1)：沒有學位 → 有學位', url: `/schools/${school.id}` });
  });
});
