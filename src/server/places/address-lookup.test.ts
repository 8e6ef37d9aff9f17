import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressResponseSchema } from '../../shared/address-schemas.ts';
import { AddressLookup, foldAddressQuery, type AddressLookupOptions } from './address-lookup.ts';
import { fixtureHandler, hangingHandler, readAlsFixture, sendJson, startFakeAls, type FakeAls } from './fake-als.ts';
import { AddressLookupUnavailable, type UnavailableReason } from './lookup-errors.ts';

const FIXTURES = {
  沙田正街: 'als-sha-tin-centre-street',
  九龍塘達之路80號: 'als-tat-chee-avenue',
  沙田第一城: 'als-city-one-shatin',
};

let fake: FakeAls;
/** A time limit of 30 s, only against a hang, unless a case sets its own. */
const lookupWith = (options: AddressLookupOptions = {}) => new AddressLookup({ url: fake.url, timeoutMs: 30_000, ...options });
const failure = async (promise: Promise<unknown>): Promise<AddressLookupUnavailable> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AddressLookupUnavailable);
  return error as AddressLookupUnavailable;
};
const expectUnavailable = async (promise: Promise<unknown>, reason: UnavailableReason, message: RegExp) => {
  const error = await failure(promise);
  expect(error.reason).toBe(reason);
  expect(error.message).toMatch(/^Address lookup is unavailable: /);
  expect(error.message).toMatch(message);
};

beforeAll(async () => {
  fake = await startFakeAls(fixtureHandler(FIXTURES));
});
afterEach(() => {
  fake.handler = fixtureHandler(FIXTURES);
  fake.calls.length = 0;
});
afterAll(() => fake.close());

describe('AddressLookup on a recorded answer', () => {
  it('asks ALS for JSON and maps its suggestions to candidates', async () => {
    const candidates = await lookupWith().lookup('沙田正街');
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.accept).toBe('application/json');
    expect(call?.url.searchParams.get('q')).toBe('沙田正街');
    expect(call?.url.searchParams.get('n')).toBe('10');
    expect(addressResponseSchema.parse({ candidates })).toBeTruthy();
    expect(candidates[0]).toEqual({
      label: '新城市廣場，沙田正街18號，沙田區',
      labelEn: 'NEW TOWN PLAZA, 18 SHA TIN CENTRE STREET, SHA TIN DISTRICT',
      lat: 22.38152,
      lon: 114.18878,
      district: '沙田區',
      score: 82.5,
    });
    expect(candidates.map((c) => c.label)).toEqual([
      '新城市廣場，沙田正街18號，沙田區',
      '偉華中心，沙田正街11至17號，沙田區',
      '希爾頓中心，沙田正街3至9號，沙田區',
      '沙田廣場，沙田正街21至27號，沙田區',
      // The second New Town Plaza entry (same words, another point) is shown once.
      '沙田大會堂，源禾路1號，沙田區',
    ]);
  });

  it('reads estates, a Kowloon Tong address and an estate without building name', async () => {
    const candidates = await lookupWith().lookup('九龍塘達之路80號');
    expect(candidates.map((c) => [c.label, c.labelEn, c.district])).toEqual([
      ['又一城，達之路80號，深水埗區', 'FESTIVAL WALK, 80 TAT CHEE AVENUE, SHAM SHUI PO DISTRICT', '深水埗區'],
      ['香港城市大學，達之路83號，深水埗區', 'CITY UNIVERSITY OF HONG KONG, 83 TAT CHEE AVENUE, SHAM SHUI PO DISTRICT', '深水埗區'],
      ['又一村，達之路2號，深水埗區', 'YAU YAT CHUEN, 2 TAT CHEE AVENUE, SHAM SHUI PO DISTRICT', '深水埗區'],
    ]);
    expect(candidates[0]).toMatchObject({ lat: 22.33714, lon: 114.1745, score: 100 });
  });

  it('reads the older form (a list of points, district codes) and gives five at most', async () => {
    const candidates = await lookupWith().lookup('沙田第一城');
    expect(readAlsFixture('als-city-one-shatin').SuggestedAddress).toHaveLength(8);
    expect(candidates).toHaveLength(5);
    expect(candidates[0]).toEqual({
      label: '沙田第一城1座，銀城街2號，新界',
      labelEn: 'BLK 1, CITY ONE SHATIN, 2 NGAN SHING STREET',
      lat: 22.38516,
      lon: 114.20281,
      district: null,
      score: 90,
    });
  });

  it('drops a suggestion whose point is outside Hong Kong, and one without a point', async () => {
    const answer = readAlsFixture('als-tat-chee-avenue');
    const [first, second] = answer.SuggestedAddress as { Address: { PremisesAddress: Record<string, unknown> } }[];
    first!.Address.PremisesAddress.GeospatialInformation = { Latitude: '22.19870', Longitude: '113.54390' }; // Macau
    delete second!.Address.PremisesAddress.GeospatialInformation;
    fake.handler = (_url, _request, response) => sendJson(response, answer);
    const candidates = await lookupWith().lookup('九龍塘達之路80號');
    expect(candidates.map((c) => c.label)).toEqual(['又一村，達之路2號，深水埗區']);
  });

  it('answers no candidates when ALS finds nothing', async () => {
    expect(await lookupWith().lookup('無此地址')).toEqual([]);
  });
});

describe('AddressLookup cache', () => {
  it('answers the same query, however spaced or wide, from the cache', async () => {
    const lookup = lookupWith();
    const first = await lookup.lookup('沙田第一城');
    expect(await lookup.lookup('  沙田第一城 ')).toEqual(first);
    expect(fake.calls).toHaveLength(1);
    await lookup.lookup('Festival  Walk');
    await lookup.lookup('ＦＥＳＴＩＶＡＬ walk');
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.url.searchParams.get('q')).toBe('festival walk');
    expect(foldAddressQuery(' Ｆｅｓｔｉｖａｌ\u3000Walk ')).toBe('festival walk');
  });

  it('sends one call for the same query asked twice at once', async () => {
    const lookup = lookupWith();
    const [a, b] = await Promise.all([lookup.lookup('沙田正街'), lookup.lookup('沙田正街')]);
    expect(a).toEqual(b);
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps the least recently used answers within its bound', async () => {
    const lookup = lookupWith({ cacheEntries: 2 });
    await lookup.lookup('沙田正街');
    await lookup.lookup('沙田第一城');
    await lookup.lookup('沙田正街'); // used again: 沙田第一城 is now the oldest
    await lookup.lookup('九龍塘達之路80號');
    expect(fake.calls).toHaveLength(3);
    await lookup.lookup('沙田正街');
    await lookup.lookup('沙田第一城');
    expect(fake.calls.map((c) => c.url.searchParams.get('q'))).toEqual(['沙田正街', '沙田第一城', '九龍塘達之路80號', '沙田第一城']);
  });

  it('does not keep failures', async () => {
    const lookup = lookupWith();
    fake.handler = (_url, _request, response) => sendJson(response, { message: 'down' }, 500);
    await expectUnavailable(lookup.lookup('沙田正街'), 'error-status', /answered with an error/);
    fake.handler = fixtureHandler(FIXTURES);
    expect(await lookup.lookup('沙田正街')).toHaveLength(5);
    expect(fake.calls).toHaveLength(2);
  });
});

describe('AddressLookup failures', () => {
  it('gives up after its time limit', async () => {
    fake.handler = hangingHandler; // never answers: only the time limit can end the call
    await expectUnavailable(lookupWith({ timeoutMs: 150 }).lookup('沙田正街'), 'timeout', /did not answer in time/);
  });

  it('gives up when the answer stops half-way', async () => {
    fake.handler = (_url, _request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"RequestAddress":');
    };
    await expectUnavailable(lookupWith({ timeoutMs: 150 }).lookup('沙田正街'), 'timeout', /did not answer in time/);
  });

  it.each([
    ['malformed JSON', '{"SuggestedAddress": [{"Address": '],
    ['XML (the default form of ALS)', '<?xml version="1.0" encoding="UTF-8"?><AddressLookupResult/>'],
    ['JSON of another shape', '{"message": "hello"}'],
    ['a list', '[1, 2, 3]'],
    ['suggestions that are not a list', '{"RequestAddress": {"AddressLine": ["x"]}, "SuggestedAddress": "none"}'],
    ['suggestions none of which has the expected shape', '{"SuggestedAddress": [{"Address": {}}, {"ValidationInformation": {"Score": 1}}]}'],
    ['points that are not numbers', JSON.stringify({ SuggestedAddress: [{ Address: { PremisesAddress: { GeospatialInformation: { Latitude: 'north', Longitude: 'east' } } }, ValidationInformation: { Score: 80 } }] })],
  ])('refuses %s', async (_what, body) => {
    fake.handler = (_url, _request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    await expectUnavailable(lookupWith().lookup('沙田正街'), 'unreadable', /could not be read/);
  });

  it('says when the service cannot be reached', async () => {
    const gone = await startFakeAls(hangingHandler);
    await gone.close();
    await expectUnavailable(new AddressLookup({ url: gone.url }).lookup('沙田正街'), 'unreachable', /could not be reached/);
  });

  it("refuses at once when turned off ('off')", async () => {
    const lookup = new AddressLookup({ url: 'off' });
    expect(lookup.enabled).toBe(false);
    await expectUnavailable(lookup.lookup('沙田正街'), 'off', /turned off/);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('AddressLookup rate limit', () => {
  it('lets `burst` calls go, then answers busy until tokens come back; cached answers still come', async () => {
    let now = 1_000_000;
    const lookup = lookupWith({ ratePerSecond: 2, burst: 2, now: () => now });
    await lookup.lookup('沙田正街');
    await lookup.lookup('沙田第一城');
    await expectUnavailable(lookup.lookup('九龍塘達之路80號'), 'busy', /too many lookups/);
    expect(fake.calls).toHaveLength(2);
    expect(await lookup.lookup('沙田正街')).toHaveLength(5); // from the cache, no token needed
    now += 499;
    await expectUnavailable(lookup.lookup('九龍塘達之路80號'), 'busy', /too many lookups/);
    now += 1;
    expect(await lookup.lookup('九龍塘達之路80號')).toHaveLength(3);
    expect(fake.calls).toHaveLength(3);
  });

  it('answers busy when ALS says it is (429)', async () => {
    fake.handler = (_url, _request, response) => sendJson(response, {}, 429);
    await expectUnavailable(lookupWith().lookup('沙田正街'), 'busy', /too many lookups/);
  });
});
