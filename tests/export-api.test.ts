// GET /api/schools.csv: every school of a search, as a spreadsheet opens it: the byte-order mark, Chinese intact,
// one row per match (the API's total), columns in the language asked, labels from the vocabulary.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

const q = encodeURIComponent;

describe.each(testDatabases())('CSV export on $name', (db) => {
  const { get } = useApp(db);
  const csvOf = async (query: string) => {
    const response = await get(`/api/schools.csv?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="schools.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parse(response.rawPayload.toString('utf8').slice(1), { record_delimiter: '\r\n' }) as string[][];
    return { header: header!, rows, column: (name: string) => rows.map((row) => row[header!.indexOf(name)]) };
  };
  const totalOf = async (query: string) => (await get(`/api/schools?${query}&limit=1`)).json<SearchResponse>().total;

  it('has one row per school of the search, the same as the API finds, Chinese intact', async () => {
    const query = `schoolCategory=${q('小學')}&district=${q('沙田區')}`;
    const { header, rows, column } = await csvOf(query);
    expect(rows).toHaveLength(await totalOf(query));
    expect(header.slice(0, 3)).toEqual(['學校編號', '學校名稱', '英文名稱']);
    expect(new Set(column('地區'))).toEqual(new Set(['沙田區']));
    expect(new Set(column('類別'))).toEqual(new Set(['小學']));
    const first = (await get(`/api/schools?${query}&limit=1`)).json<SearchResponse>().schools[0]!;
    expect(rows[0]![header.indexOf('學校名稱')]).toBe(first.name);
    expect(rows[0]![header.indexOf('地址')]).toBe(first.address);
    expect(header).not.toContain('距離（米）');
  });

  it('exports every school without a filter', async () => {
    const { rows } = await csvOf('');
    expect(rows).toHaveLength(await totalOf(''));
  });

  it('names the columns and labels the values in English when asked, keeping the data as it is', async () => {
    const { header, column } = await csvOf(`schoolCategory=${q('幼稚園')}&district=${q('觀塘區')}&gender=${q('男女')}&lang=en`);
    expect(header).toContain('Name (Chinese)');
    expect(new Set(column('District'))).toEqual(new Set(['Kwun Tong']));
    expect(new Set(column('Category'))).toEqual(new Set(['Kindergarten']));
    expect(new Set(column('Students'))).toEqual(new Set(['Co-educational']));
    expect(column('K1 places').every((value) => ['Places available', 'Processing the waiting list', 'No places', 'No information'].includes(value!))).toBe(true);
  });

  it('adds the distance, nearest first, for a search around a place', async () => {
    const query = `near=22.3817,114.1877&radius=1500&sort=distance`;
    const { rows, column } = await csvOf(query);
    expect(rows).toHaveLength(await totalOf(query));
    const distances = column('距離（米）').map(Number);
    expect(distances.every((d) => d <= 1500)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('refuses what /api/schools refuses, and a language it does not have, with a message', async () => {
    for (const [query, field] of [['district=火星', 'district'], ['radius=500', 'radius'], ['lang=fr', 'lang'], ['page=2', 'page']]) {
      const response = await get(`/api/schools.csv?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
  });

  it('is listed in the OpenAPI document with its filters', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const operation = doc.paths['/api/schools.csv'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['district', 'near', 'sort', 'lang']));
    expect(Object.keys(operation.responses['200'].content ?? {})).toContain('text/csv');
  });
});
