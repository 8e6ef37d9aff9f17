import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SearchResponse, School, StatsResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';
import { rawEntries } from './raw-location.ts';

const raw = rawEntries();
const rawCount = (category: string, district?: string) =>
  raw.filter((e) => e.category === category && (!district || e.district === district)).length;

describe.each(testDatabases())('API on $name', (db) => {
  const { app, get } = useApp(db);
  const search = async (query: string) => {
    const response = await get(`/api/schools?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };

  it('reports health and the data version', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.dataVersion).toBeGreaterThan(0);
    expect(body.schools).toBe(raw.length);
    expect(body.lastImport.successful).toBe(true);
  });

  it('counts one entry per school, site and level of the official file', async () => {
    const counts = (await get('/api/counts')).json();
    expect(counts).toMatchObject({
      kindergarten: rawCount('幼稚園'),
      primary: rawCount('小學'),
      secondary: rawCount('中學'),
    });
    expect(counts.kindergarten).toBeGreaterThan(900);
    expect(new Date(counts.updatedAt).getTime()).toBeGreaterThan(0);
  });

  it('pages through all schools without overlap', async () => {
    const first = await search('limit=9');
    const second = await search('limit=9&page=2');
    expect(first.total).toBe(raw.length);
    expect(first.totalPages).toBe(Math.ceil(raw.length / 9));
    expect(first.schools).toHaveLength(9);
    expect(second.page).toBe(2);
    const ids = new Set(first.schools.map((s) => s.id));
    expect(second.schools.some((s) => ids.has(s.id))).toBe(false);
    const defaults = await search('');
    expect(defaults.schools).toHaveLength(10);
    const last = await search(`limit=9&page=${first.totalPages}`);
    expect(last.schools.length).toBe(raw.length - 9 * (first.totalPages - 1));
    expect((await search(`limit=9&page=${first.totalPages + 1}`)).schools).toEqual([]);
  });

  it('filters by district and category with the counts of the official file', async () => {
    const result = await search(`district=${encodeURIComponent('大埔區')}&schoolCategory=${encodeURIComponent('小學')}&limit=100`);
    expect(result.total).toBe(rawCount('小學', '大埔區'));
    expect(result.schools.every((s) => s.district === '大埔區' && s.schoolCategory === '小學')).toBe(true);
  });

  it.each([
    ['schoolType', '直資'],
    ['schoolType', '非牟利'],
    ['religiousAffiliation', '天主教'],
    ['religiousAffiliation', '伊斯蘭教'],
    ['gender', '女'],
    ['schoolCategory', '中學'],
  ] as const)('filters by %s=%s', async (field, value) => {
    const result = await search(`${field}=${encodeURIComponent(value)}&limit=100`);
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThan(raw.length);
    expect(result.schools.every((s) => s[field] === value)).toBe(true);
  });

  it("treats 'all' as no filter, except in the name, which is text", async () => {
    const all = await search('district=all&schoolType=all&schoolCategory=all&religiousAffiliation=all&gender=all');
    expect(all.total).toBe(raw.length);
    const plain = await search('limit=1');
    const named = await search('limit=1&name=all');
    expect(named.total).toBeLessThan(raw.length);
    expect(await search('limit=1')).toEqual(plain); // the name search did not answer for the unfiltered list
  });

  it('answers a name that folds to nothing like no name', async () => {
    expect(await search(`name=${encodeURIComponent('., ·')}&limit=3`)).toEqual(await search('limit=3'));
  });

  it('matches names partially, in Chinese or English, whatever the width, case or variant', async () => {
    const chinese = await search(`name=${encodeURIComponent('蔡衍濤')}`);
    expect(chinese.schools.map((s) => s.name)).toContain('仁濟醫院蔡衍濤小學');
    const english = await search('name=choi%20hin%20TO');
    expect(english.schools.map((s) => s.name)).toContain('仁濟醫院蔡衍濤小學');
    const fullWidth = await search(`name=${encodeURIComponent('ＣＨＯＩ　ＨＩＮ')}`);
    expect(fullWidth.total).toBe(english.total);
    const a = await search(`name=${encodeURIComponent('衞理')}&limit=100`);
    const b = await search(`name=${encodeURIComponent('衛理')}&limit=100`);
    expect(a.total).toBeGreaterThan(0);
    expect(a.schools.map((s) => s.id)).toEqual(b.schools.map((s) => s.id));
    expect((await search(`name=${encodeURIComponent('不存在的學校名稱')}`)).total).toBe(0);
  });

  it('returns one school by id, and 404 for an unknown one', async () => {
    const [listed] = (await search('limit=1')).schools as [School];
    const response = await get(`/api/schools/${listed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(listed);
    const missing = await get('/api/schools/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/);
  });

  it.each([
    ['/api/schools?page=abc', /page/],
    ['/api/schools?page=0', /page/],
    ['/api/schools?page=1.5', /page/],
    ['/api/schools?limit=1000', /limit/],
    ['/api/schools?limit=-1', /limit/],
    ['/api/schools?district=Mars', /district/],
    ['/api/schools?schoolCategory=大學', /schoolCategory/],
    ['/api/schools?gender=x', /gender/],
    ['/api/schools?district=東區&district=南區', /district/],
    ['/api/schools?unknown=1', /unknown/],
    ['/api/schools/abc', /id/],
    ['/api/schools/0', /id/],
    ['/api/schools/1e3', /id/],
    ['/api/map-points?schoolType=公立', /schoolType/],
    ['/api/stats?schoolCategory=x', /schoolCategory/],
    ['/api/counts?x=1', /x/],
    ['/api/health?x=1', /x/],
    ['/api/schools/%E4%B8', /Not a valid address/],
  ])('answers %s with a 400 that says what is wrong', async (url, pattern) => {
    const response = await get(url.includes('%') ? url : encodeURI(url));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(pattern);
  });

  it('never answers odd input with a 500', async () => {
    const odd = ['name=%00', `name=${'長'.repeat(101)}`, 'name=%E0%A4%A', 'page=99999999999', 'limit=', '%%%', 'page[]=1'];
    for (const query of odd) {
      const response = await get(`/api/schools?${query}`);
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.json().message ?? response.json().schools).toBeDefined();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.json().message).toMatch(/Not found/);
  });

  it('sends an ETag and answers a repeated request with 304', async () => {
    const first = await get('/api/schools?limit=9');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/api/schools?limit=9', { 'if-none-match': header });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await get('/api/schools?limit=9', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const other = await get('/api/schools?limit=8');
    expect(other.headers.etag).not.toBe(etag);
  });

  it('compresses large responses for clients that accept it', async () => {
    const plain = await get('/api/map-points');
    const zipped = await app().inject({ method: 'GET', url: '/api/map-points', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(`W/${plain.headers.etag}`);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const encodingOf = async (accept: string) =>
      (await app().inject({ method: 'GET', url: '/api/map-points', headers: { 'accept-encoding': accept } })).headers['content-encoding'];
    expect(await encodingOf('br;q=0, GZIP')).toBe('gzip');
    expect(await encodingOf('gzip;q=0')).toBeUndefined();
    expect(await encodingOf('*')).toBe('br');
    expect(await encodingOf('identity, *;q=0')).toBeUndefined();
  });

  it('gives every matching school to the map, with coordinates in Hong Kong', async () => {
    const filter = `schoolCategory=${encodeURIComponent('幼稚園')}`;
    const map = (await get(`/api/map-points?${filter}`)).json();
    expect(map.total).toBe(rawCount('幼稚園'));
    expect(map.points).toHaveLength(map.total);
    for (const p of map.points) {
      expect(p.latitude).toBeGreaterThan(22.1);
      expect(p.latitude).toBeLessThan(22.6);
      expect(p.longitude).toBeGreaterThan(113.8);
      expect(p.longitude).toBeLessThan(114.5);
    }
  });

  it('aggregates statistics that add up', async () => {
    const stats = (await get('/api/stats')).json<StatsResponse>();
    expect(stats.total).toBe(raw.length);
    const sum = (rows: { value: number }[]) => rows.reduce((n, r) => n + r.value, 0);
    expect(sum(stats.byType)).toBe(raw.length);
    expect(sum(stats.byReligion)).toBe(raw.length);
    expect(sum(stats.byGender)).toBe(raw.length);
    const perDistrict = stats.byDistrict.reduce((n, d) => n + d.幼稚園 + d.小學 + d.中學, 0);
    expect(perDistrict).toBe(raw.length);
    const taiPo = stats.byDistrict.find((d) => d.district === '大埔區')!;
    expect(taiPo.小學).toBe(rawCount('小學', '大埔區'));
    const primary = (await get(`/api/stats?schoolCategory=${encodeURIComponent('小學')}`)).json<StatsResponse>();
    expect(primary.total).toBe(rawCount('小學'));
    expect(primary.byDistrict.every((d) => d.幼稚園 === 0 && d.中學 === 0)).toBe(true);
  });

  it('publishes an OpenAPI document made from the same schemas', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/schools', '/api/schools/{id}', '/api/counts', '/api/stats', '/api/map-points']),
    );
    const parameters = JSON.stringify(doc.paths['/api/schools'].get.parameters);
    expect(parameters).toContain('schoolCategory');
    expect(parameters).toContain('A whole number from 1 to 100'); // limit's bounds, not only its pattern
  });
});
