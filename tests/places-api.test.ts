// GET /api/places and /api/nets on the real data, on PGlite and (when reachable) PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { NetsAtResponse, PlacesResponse } from '../src/shared/place-schemas.ts';
import type { School, SearchResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

describe.each(testDatabases())('places API on $name', (db) => {
  const { get } = useApp(db);

  it('finds stations, districts and areas by name, best first', async () => {
    const response = await get(`/api/places?q=${encodeURIComponent('沙田')}`);
    expect(response.statusCode).toBe(200);
    const { places } = response.json<PlacesResponse>();
    expect(places[0]).toMatchObject({ kind: 'station', name: '沙田', nameEn: 'Sha Tin', code: 'SHT', approximate: false });
    expect(places[1]).toMatchObject({ kind: 'district', name: '沙田區', nameEn: 'Sha Tin', approximate: false });
    expect(places.find((p) => p.kind === 'area')).toMatchObject({ net: '91', approximate: true, nameEn: null });
    const english = (await get('/api/places?q=kowloon%20tong')).json<PlacesResponse>();
    expect(english.places[0]).toMatchObject({ kind: 'station', name: '九龍塘' });
    expect((await get('/api/places?q=xyzzy')).json()).toEqual({ places: [] });
  });

  it.each([['q='], ['q=%20%20'], [`q=${'a'.repeat(51)}`], [''], ['q=a&x=1']])('refuses /api/places?%s with 400', async (query) => {
    const response = await get(`/api/places?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('gives the district, SSPA net and estimated P1 net of a point, cached with an ETag', async () => {
    const response = await get('/api/nets?near=22.38170,114.18770');
    expect(response.statusCode).toBe(200);
    const body = response.json<NetsAtResponse>();
    expect(body).toMatchObject({
      point: { lat: 22.3817, lon: 114.1877 },
      district: { name: '沙田區', nameEn: 'Sha Tin' },
      sspaNet: { code: 'NT7', district: '沙田區' },
      p1: { method: 'estimate', exact: false, net: '91' },
    });
    expect(body.p1.accuracy).toBeGreaterThan(0.94);
    expect(body.p1.candidates.map((c) => c.net).sort()).toEqual(['88', '89', '91']);
    expect(body.p1.nets.find((n) => n.net === '88')).toMatchObject({ areas: ['大圍'], webpage: 'http://www.edb.gov.hk/poa/tc-canet-88' });
    const again = await get('/api/nets?near=22.381700001,114.1877', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each([['near=23.5,114.1'], ['near=abc'], ['near='], ['near=22.3,114.1&q=1']])('refuses /api/nets?%s with 400', async (query) => {
    const response = await get(`/api/nets?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/near|query/);
  });

  it('lists the 36 P1 nets with their areas, page and districts', async () => {
    const { nets } = (await get('/api/nets')).json<{ nets: { net: string; areas: string[]; districts: string[] }[] }>();
    expect(nets).toHaveLength(36);
    expect(nets.flatMap((n) => n.areas)).toHaveLength(281);
    expect(nets.find((n) => n.net === '84')).toMatchObject({ areas: ['大埔', '大美督', '九龍坑', '林村', '樟樹灘'], districts: ['大埔區'] });
  });

  it('gives every school its nearest stations', async () => {
    const { schools } = (await get(`/api/schools?name=${encodeURIComponent('仁濟醫院蔡衍濤小學')}`)).json<SearchResponse>();
    const school = (await get(`/api/schools/${schools[0]!.id}`)).json<School>();
    expect(school.nearestStations.map((s) => s.name)).toEqual(['大埔墟', '太和']);
    expect(school.nearestStations[0]!.distanceMeters).toBeGreaterThan(400);
    expect(school.nearestStations[0]!.distanceMeters).toBeLessThan(700);
  });

  it('documents both routes in OpenAPI', async () => {
    const paths = (await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/places', '/api/nets']));
  });
});
