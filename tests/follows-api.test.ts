// Follows (issue 27, decision record 029): the push key, creating a follow (and the same subscription again), reading,
// changing and stopping it with its token, and every refusal — a 4xx with a message that names the field, and nothing
// stored.
import { createECDH, randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { follows } from '../src/server/db/schema.ts';
import { FOLLOWS_PER_HOUR } from '../src/server/api/follow-routes.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import type { Follow } from '../src/shared/follow-schemas.ts';
import type { SearchResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';

const STAND_IN = 'http://127.0.0.1:9';
const KG = encodeURIComponent('幼稚園');

/** A subscription as a browser's toJSON() gives it, on an endpoint of `origin`. */
function subscription(origin = STAND_IN, path = `/push/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  return { endpoint: origin + path, expirationTime: null, keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

describe.each(testDatabases())('follows on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let schools: SearchResponse['schools'];
  /** Each request from its own address unless told, so that the hourly limit is met only where it is tested. */
  let nextAddress = 0;
  const address = () => `10.7.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;
  const post = (payload: unknown, remoteAddress = address()) => app.inject({ method: 'POST', url: '/api/follows', payload: payload as object, remoteAddress, headers: { host: 'schools.example' } });
  const withToken = (method: 'GET' | 'PUT' | 'DELETE', id: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/follows/${id}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const rows = async () => (await handle.db.select({ n: count() }).from(follows))[0]!.n;

  beforeAll(async () => {
    handle = await open();
    const store = new SchoolStore(handle);
    await store.start(0);
    app = await buildApp({ handle, store, push: { on: true, origins: [STAND_IN] } });
    ({ schools } = (await app.inject(`/api/schools?schoolCategory=${KG}&limit=3`)).json<SearchResponse>());
  });
  afterAll(async () => {
    await handle?.db.delete(follows);
    await app?.close();
    await handle?.close();
  });

  test('the push key is a P-256 public key, the same for every process on the database', async () => {
    const response = await app.inject('/api/push/key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    const key = Buffer.from(publicKey, 'base64url');
    expect([key.length, key[0]]).toEqual([65, 4]);
    const other = await open();
    try {
      const second = await buildApp({ handle: other, store: new SchoolStore(other), push: { on: true, origins: [] } });
      // PGlite's snapshot is a copy: the same pair only where the database is the same (PostgreSQL).
      if (handle.kind === 'postgres') expect((await second.inject('/api/push/key')).json()).toEqual({ publicKey });
      await second.close();
    } finally {
      await other.close();
    }
  });

  test('a follow is made, read, changed and stopped with its token; the same subscription again replaces it', async () => {
    const sub = subscription();
    const [a, b] = schools;
    const made = await post({ subscription: sub, locale: 'zh-Hant', schools: [a!.id, a!.id], searches: [`k1Vacancy=Y&district=${encodeURIComponent(a!.district)}`] });
    expect(made.statusCode, made.body).toBe(201);
    const { id, token } = made.json<{ id: string; token: string }>();
    expect(token.length).toBeGreaterThanOrEqual(40);

    const read = await withToken('GET', id, token);
    expect(read.statusCode).toBe(200);
    expect(read.json<Follow>()).toMatchObject({
      id,
      locale: 'zh-HK',
      schools: [{ id: a!.id, name: a!.name, englishName: a!.englishName, listed: true }],
      // Kept in one form: the filters' order, encoded.
      searches: [`district=${encodeURIComponent(a!.district)}&k1Vacancy=Y`],
    });

    const again = await post({ subscription: sub, locale: 'en', schools: [b!.id], searches: [] });
    expect(again.statusCode).toBe(200);
    const second = again.json<{ id: string; token: string }>();
    expect(second.id).toBe(id);
    expect((await withToken('GET', id, token)).statusCode).toBe(404);
    expect((await withToken('GET', id, second.token)).json<Follow>()).toMatchObject({ locale: 'en', schools: [{ id: b!.id }], searches: [] });

    const simplified = await app.inject({ url: `/api/follows/${id}?lang=zh-Hans`, headers: { authorization: `Bearer ${second.token}` } });
    expect(simplified.json<Follow>().schools[0]!.name).toBe(toSimplified(b!.name));
    const changed = await withToken('PUT', id, second.token, { locale: 'zh-Hans', schools: [a!.id, b!.id], searches: [`schoolCategory=${KG}`] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Follow>()).toMatchObject({ locale: 'zh-Hans', schools: [{ id: a!.id }, { id: b!.id }], searches: [`schoolCategory=${KG}`] });

    expect((await withToken('DELETE', id, second.token)).statusCode).toBe(204);
    expect((await withToken('GET', id, second.token)).statusCode).toBe(404);
  });

  test("the browsers' push services are taken; a wrong token, an unknown id or no token learn nothing", async () => {
    for (const origin of ['https://fcm.googleapis.com', 'https://updates.push.services.mozilla.com', 'https://web.push.apple.com', 'https://wns2-par02p.notify.windows.com']) {
      const response = await post({ subscription: subscription(origin), locale: 'en', schools: [schools[0]!.id] });
      expect([origin, response.statusCode]).toEqual([origin, 201]);
    }
    const { id } = (await post({ subscription: subscription(), locale: 'en', schools: [schools[0]!.id] })).json<{ id: string }>();
    expect((await withToken('GET', id, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await withToken('GET', '00000000-0000-4000-8000-000000000000', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await withToken('DELETE', 'not-an-id', 'x'.repeat(43))).statusCode).toBe(404);
    const bare = await app.inject({ method: 'GET', url: `/api/follows/${id}` });
    expect(bare.statusCode).toBe(401);
    expect(bare.json<{ message: string }>().message).toMatch(/Authorization: Bearer/);
  });

  test('every bad request is a 4xx naming what is wrong, and stores nothing', async () => {
    const good = () => ({ subscription: subscription(), locale: 'zh-HK', schools: [schools[0]!.id], searches: [] as string[] });
    const withEndpoint = (endpoint: string) => ({ ...good(), subscription: { ...subscription(), endpoint } });
    const withKeys = (keys: object) => ({ ...good(), subscription: { ...subscription(), keys } });
    const cases: [string, unknown, number, RegExp][] = [
      ['another host', withEndpoint('https://push.example.org/abc'), 400, /subscription\.endpoint: is not a known push service/],
      ['plain http', withEndpoint('http://fcm.googleapis.com/fcm/send/abc'), 400, /subscription\.endpoint: must be an https address/],
      ['an IPv4 literal', withEndpoint('https://192.168.1.10/push'), 400, /subscription\.endpoint: .*not an IP address/],
      ['an IPv6 literal', withEndpoint('https://[::1]/push'), 400, /subscription\.endpoint: .*not an IP address/],
      ['a local name', withEndpoint('https://localhost/push'), 400, /subscription\.endpoint: must not be a local or private address/],
      ['a private name', withEndpoint('https://push.internal/push'), 400, /subscription\.endpoint: must not be a local or private address/],
      ['a user in the address', withEndpoint('https://user:pw@fcm.googleapis.com/fcm/send/abc'), 400, /user name/],
      ['not a URL', withEndpoint('fcm'), 400, /subscription\.endpoint: is not a URL/],
      ['a short p256dh', withKeys({ p256dh: randomBytes(33).toString('base64url'), auth: randomBytes(16).toString('base64url') }), 400, /p256dh must be .*65 bytes/],
      ['a long auth', withKeys({ p256dh: subscription().keys.p256dh, auth: randomBytes(32).toString('base64url') }), 400, /auth must be .*16 bytes/],
      ['keys not base64url', withKeys({ p256dh: '!'.repeat(87), auth: randomBytes(16).toString('base64url') }), 400, /p256dh/],
      ['no keys', { ...good(), subscription: { endpoint: `${STAND_IN}/push/x` } }, 400, /keys/],
      ['an unknown school', { ...good(), schools: [99_999_999] }, 400, /schools: no school listed now has the id 99999999/],
      ['a school id that is not a number', { ...good(), schools: ['1'] }, 400, /body schools\.0/],
      ['51 schools', { ...good(), schools: Array.from({ length: 51 }, (_, i) => i + 1) }, 400, /at most 50 schools/],
      ['11 searches', { ...good(), searches: Array.from({ length: 11 }, (_, i) => `radius=${500 + i}&near=22.3,114.17`) }, 400, /at most 10 searches/],
      ['a bad filter', { ...good(), searches: ['district=nowhere'] }, 400, /searches\.0: district/],
      ['a search of everything', { ...good(), searches: [''] }, 400, /searches\.0: a followed search needs at least one filter or a place/],
      ['a page, not a filter', { ...good(), searches: ['page=2'] }, 400, /searches\.0: .*page/],
      ['a radius without a place', { ...good(), searches: ['radius=500'] }, 400, /searches\.0: radius: needs near/],
      ['a filter given twice', { ...good(), searches: ['k1Vacancy=Y&k1Vacancy=N'] }, 400, /k1Vacancy is given twice/],
      ['an unknown language', { ...good(), locale: 'fr' }, 400, /body locale/],
      ['an unknown field', { ...good(), email: 'a@b.c' }, 400, /email/],
      ['a body over 8 KB', { ...good(), searches: ['x'.repeat(9000)] }, 413, /.+/],
      ['not JSON', 'follow me', 400, /.+/],
    ];
    const before = await rows();
    for (const [what, payload, status, message] of cases) {
      const response =
        typeof payload === 'string'
          ? await app.inject({ method: 'POST', url: '/api/follows', payload, headers: { 'content-type': 'application/json', host: 'schools.example' }, remoteAddress: address() })
          : await post(payload);
      expect([what, response.statusCode]).toEqual([what, status]);
      expect(response.json<{ message: string }>().message, what).toMatch(message);
    }
    const { id, token } = (await post(good())).json<{ id: string; token: string }>();
    const badPut = await withToken('PUT', id, token, { schools: [], searches: ['district=nowhere'] });
    expect(badPut.statusCode).toBe(400);
    expect((await withToken('GET', id, token)).json<Follow>().schools).toHaveLength(1);
    expect(await rows()).toBe(before + 1);
  });

  test(`${FOLLOWS_PER_HOUR} follows an hour from one address, then a 429 that says when to try again`, async () => {
    const before = await rows();
    const from = address();
    for (let i = 0; i < FOLLOWS_PER_HOUR; i++) expect((await post({ subscription: subscription(), locale: 'en', schools: [schools[0]!.id] }, from)).statusCode).toBe(201);
    const over = await post({ subscription: subscription(), locale: 'en', schools: [schools[0]!.id] }, from);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toMatch(/^Too many follows from this address: at most 10 an hour; try again in/);
    expect(await rows()).toBe(before + FOLLOWS_PER_HOUR);
    expect((await post({ subscription: subscription(), locale: 'en', schools: [schools[0]!.id] })).statusCode).toBe(201);
  });

  test('with PUSH=off there is no key and no follow is made', async () => {
    const off = await buildApp({ handle, store: new SchoolStore(handle), push: { on: false, origins: [] } });
    try {
      const key = await off.inject('/api/push/key');
      expect(key.statusCode).toBe(404);
      expect(key.json<{ message: string }>().message).toMatch(/PUSH=off.*Atom feed/);
      const made = await off.inject({ method: 'POST', url: '/api/follows', payload: { subscription: subscription('https://fcm.googleapis.com'), locale: 'en', schools: [schools[0]!.id] } });
      expect(made.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
