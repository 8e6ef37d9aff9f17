// The API in Simplified Chinese (`lang=zh-Hans`, decision record 026): every Chinese string of the answer converted
// from the official one (values and object keys too), the same schools and counts; the official answer unchanged
// beside it; queries still take the SPEC's Traditional values; the CSV converted whole.
import { describe, expect, it } from 'vitest';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import type { School, SearchResponse, StatsResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

const q = encodeURIComponent;

describe.each(testDatabases().slice(0, 1))('lang=zh-Hans on $name', (db) => {
  const { get } = useApp(db);

  /** Every string of an answer, keys included, converted: what lang=zh-Hans must give. */
  const converted = (value: unknown): unknown =>
    typeof value === 'string'
      ? toSimplified(value)
      : Array.isArray(value)
        ? value.map(converted)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [toSimplified(key), converted(item)]))
          : value;

  it.each([
    `/api/schools?district=${q('沙田區')}&schoolCategory=${q('小學')}&limit=50`,
    '/api/schools/2061',
    '/api/schools/2061/similar',
    `/api/map-points?district=${q('灣仔區')}`,
    '/api/stats',
    `/api/medians?schoolCategory=${q('幼稚園')}`,
    '/api/counts',
    '/api/datasets',
    `/api/places?q=${q('大圍')}`,
    '/api/nets?near=22.3728,114.1787',
    `/api/changes?district=${q('觀塘區')}`,
  ])('%s: the official answer with its Chinese in Simplified', async (path) => {
    const official = await get(path);
    const simplified = await get(`${path}${path.includes('?') ? '&' : '?'}lang=zh-Hans`);
    expect(official.statusCode).toBe(200);
    expect(simplified.statusCode).toBe(200);
    expect(simplified.json()).toEqual(converted(official.json()));
    // The official answer is left as it was (one cache, two languages).
    expect((await get(path)).body).toBe(official.body);
  });

  it('converts names, addresses and values, so that a name copied from a Simplified page finds its school', async () => {
    const school = (await get('/api/schools/2061?lang=zh-Hans')).json<School>();
    expect(school.name).toBe('仁济医院方江辉幼稚园');
    expect(school.district).toBe('中西区');
    const found = (await get(`/api/schools?name=${q(school.name)}`)).json<SearchResponse>();
    expect(found.schools.map((s) => s.id)).toContain(2061);
    const stats = (await get('/api/stats?lang=zh-Hans')).json<StatsResponse>();
    expect(stats.byDistrict.map((d) => d.district)).toContain('沙田区');
  });

  it('takes the Traditional values in queries, in every language: a Simplified value is a 400 naming the filter', async () => {
    const response = await get(`/api/schools?district=${q('沙田区')}&lang=zh-Hans`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('district');
  });

  it('refuses a language it does not have, naming the parameter', async () => {
    for (const lang of ['en', 'zh-CN', 'sc']) {
      const response = await get(`/api/schools?lang=${lang}`);
      expect(response.statusCode, lang).toBe(400);
      expect(response.json().message).toMatch(/^query lang: /);
    }
    expect((await get('/api/counts?lang=zh-HK')).statusCode).toBe(200);
  });

  it('writes the CSV of a search in Simplified Chinese, column names and data alike', async () => {
    const search = `/api/schools.csv?district=${q('沙田區')}&schoolCategory=${q('中學')}`;
    const official = (await get(search)).body;
    const simplified = await get(`${search}&lang=zh-Hans`);
    expect(simplified.statusCode).toBe(200);
    expect(simplified.body).toBe(toSimplified(official));
    expect(simplified.body.split('\n')[0]).toContain('学校名称');
    expect(simplified.body.split('\n').length).toBe(official.split('\n').length);
  });

  it('documents the parameter in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const path of ['/api/schools', '/api/schools/{id}', '/api/counts', '/api/datasets', '/api/stats']) {
      const lang = doc.paths[path].get.parameters.find((parameter: { name: string }) => parameter.name === 'lang');
      expect(lang?.description, path).toContain('zh-Hans');
    }
  });
});
