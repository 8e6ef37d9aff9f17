// GET /api/address on the whole app (PGlite), with a local stand-in for the Address Lookup Service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressResponse } from '../src/shared/address-schemas.ts';
import type { AppOptions } from '../src/server/app.ts';
import { fixtureHandler, hangingHandler, readAlsFixture, sendJson, startFakeAls, type FakeAls } from '../src/server/places/fake-als.ts';
import { testDatabases } from './databases.ts';
import { startApp, type App, type Started } from './edge-app.ts';

const FIXTURES = { 沙田正街: 'als-sha-tin-centre-street', 九龍塘達之路80號: 'als-tat-chee-avenue' };
const [pglite] = testDatabases();

describe('GET /api/address', () => {
  let fake: FakeAls;
  const apps: Started[] = [];
  // ALS's time limit 30 s, only against a hang, except in the case that tests it.
  const build = async (addressLookup: AppOptions['addressLookup']) => {
    const started = await startApp(pglite!, { addressLookup: { timeoutMs: 30_000, ...addressLookup } }, false);
    apps.push(started);
    return started.app;
  };
  let app: App;
  const address = (q: string, target = app) => target.inject({ method: 'GET', url: `/api/address?q=${encodeURIComponent(q)}` });

  beforeAll(async () => {
    fake = await startFakeAls(fixtureHandler(FIXTURES));
    app = await build({ url: fake.url });
  });
  beforeEach(() => {
    fake.handler = fixtureHandler(FIXTURES);
    fake.calls.length = 0;
  });
  afterAll(async () => {
    for (const started of apps) await started.close();
    await fake.close();
  });

  it('answers the candidates ALS suggests, mapped, and asks ALS once for the same text', async () => {
    const response = await address(' 九龍塘達之路80號 ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    const body = response.json<AddressResponse>();
    expect(body.candidates).toHaveLength(3);
    expect(body.candidates[0]).toEqual({
      label: '又一城，達之路80號，深水埗區',
      labelEn: 'FESTIVAL WALK, 80 TAT CHEE AVENUE, SHAM SHUI PO DISTRICT',
      lat: 22.33714,
      lon: 114.1745,
      district: '深水埗區',
      score: 100,
    });
    expect(fake.calls.map((c) => c.url.searchParams.get('q'))).toEqual(['九龍塘達之路80號']);
    expect((await address('九龍塘達之路80號')).json()).toEqual(body);
    expect(fake.calls).toHaveLength(1);
  });

  it('gives five candidates at most, one per label', async () => {
    const body = (await address('沙田正街')).json<AddressResponse>();
    expect(body.candidates.map((c) => c.label)).toEqual([
      '新城市廣場，沙田正街18號，沙田區',
      '偉華中心，沙田正街11至17號，沙田區',
      '希爾頓中心，沙田正街3至9號，沙田區',
      '沙田廣場，沙田正街21至27號，沙田區',
      '沙田大會堂，源禾路1號，沙田區',
    ]);
  });

  it('drops a candidate outside Hong Kong', async () => {
    const answer = readAlsFixture('als-tat-chee-avenue');
    const [first] = answer.SuggestedAddress as { Address: { PremisesAddress: Record<string, unknown> } }[];
    first!.Address.PremisesAddress.GeospatialInformation = { Latitude: '23.12911', Longitude: '113.26436' }; // Guangzhou
    fake.handler = (_url, _request, response) => sendJson(response, answer);
    const body = (await address('又一城 outside')).json<AddressResponse>();
    expect(body.candidates.map((c) => c.labelEn)).toEqual([
      'CITY UNIVERSITY OF HONG KONG, 83 TAT CHEE AVENUE, SHAM SHUI PO DISTRICT',
      'YAU YAT CHUEN, 2 TAT CHEE AVENUE, SHAM SHUI PO DISTRICT',
    ]);
  });

  it.each([
    ['/api/address', 'query q'],
    ['/api/address?q=', 'query q: must be 2 to 120 characters'],
    ['/api/address?q=  a  ', 'query q: must be 2 to 120 characters'],
    [`/api/address?q=${'街'.repeat(121)}`, 'query q: must be 2 to 120 characters'],
    ['/api/address?q=ab&n=3', 'query'],
  ])('refuses %s with 400 and a message', async (url, message) => {
    const response = await app.inject({ method: 'GET', url: encodeURI(url) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(fake.calls).toHaveLength(0);
  });

  it('takes 2 and 120 characters', async () => {
    expect((await address('沙田')).statusCode).toBe(200);
    expect((await address('街'.repeat(120))).statusCode).toBe(200);
  });

  const unavailable = async (q: string, reason: string, target = app) => {
    const response = await address(q, target);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: `Address lookup is unavailable: ${reason}` });
    return response;
  };

  it('answers 503 when ALS does not answer in time', async () => {
    fake.handler = hangingHandler; // never answers: the 200 ms limit is reached on any host
    await unavailable('沙田正街 timeout', 'the lookup service did not answer in time', await build({ url: fake.url, timeoutMs: 200 }));
  });

  it('answers 503 on malformed JSON and on JSON of another shape, without internal details', async () => {
    fake.handler = (_url, _request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"Suggested');
    await unavailable('沙田正街 malformed', 'the lookup service gave an answer that could not be read');
    fake.handler = (_url, _request, response) => sendJson(response, { SuggestedAddress: [{ Address: { PremisesAddress: {} } }] });
    await unavailable('沙田正街 shape', 'the lookup service gave an answer that could not be read');
    fake.handler = (_url, _request, response) => sendJson(response, { error: 'internal' }, 500);
    await unavailable('沙田正街 status', 'the lookup service answered with an error');
  });

  it('answers 503 when the service cannot be reached', async () => {
    const gone = await startFakeAls(hangingHandler);
    await gone.close();
    await unavailable('沙田正街', 'the lookup service could not be reached', await build({ url: gone.url }));
  });

  it("answers 503 at once when ADDRESS_LOOKUP_URL is 'off'", async () => {
    await unavailable('沙田正街', 'it is turned off on this server', await build({ url: 'off' }));
    expect(fake.calls).toHaveLength(0);
  });

  it('answers 503 busy beyond the rate limit, with Retry-After, and still answers from the cache', async () => {
    const limited = await build({ url: fake.url, ratePerSecond: 0.001, burst: 1 });
    expect((await address('沙田正街', limited)).statusCode).toBe(200);
    const busy = await unavailable('九龍塘達之路80號', 'too many lookups at the moment, try again shortly', limited);
    expect(busy.headers['retry-after']).toBe('1');
    expect((await address('沙田正街', limited)).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(1);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/address'].get.responses)).toEqual(['200', '400', '503']);
  });
});
