// The one definition of each filter, end to end on the real data: every filter is in the strict API schema
// and the OpenAPI document, filters something, refuses a malformed value by name; and the place searches
// give distances that agree with the raw file's coordinates.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILTERS, FILTER_KEYS, type FilterKey } from '../src/shared/filters.ts';
import type { SearchResponse } from '../src/shared/schemas.ts';
import { SHARED_DATA_DIR, testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';
import { rawEntries } from './raw-location.ts';

/** A value that should select some but not all of the schools of the filter's category. */
const SAMPLES: Record<Exclude<FilterKey, 'name'>, string> = {
  district: '沙田區,大埔區',
  schoolCategory: '小學',
  schoolType: '官立,資助',
  religiousAffiliation: '天主教',
  gender: '女',
  maxFee: '30000',
  k1Vacancy: 'Y',
  kgScheme: 'true',
  session: '下午',
  noPenWriting: 'true',
  schoolNet: '34',
  secondaryLink: 'feeder',
  teachingLanguage: '英文',
  secondaryTeachingLanguage: '英文',
  maxAssessments: '3',
  servesNet: 'KL3',
  throughTrainPrimary: 'true',
};

/**
 * Filters on an optional dataset, by the file they need. Where the data folder lacks it (the SSP is not in
 * ../shared/data), such a filter selects no school here, and optional-dataset-filters.test.ts checks its sample on
 * the real data plus a fixture of the dataset in its real format.
 */
export const NEEDS_DATASET: Partial<Record<FilterKey, string>> = { secondaryTeachingLanguage: 'chsc/SSP_2025_2026_tc.csv' };
const lacksData = (key: string) => {
  const file = NEEDS_DATASET[key as FilterKey];
  return file !== undefined && !existsSync(path.join(SHARED_DATA_DIR, file));
};

const raw = rawEntries();
/** Haversine again, written independently of src/shared/geo.ts. */
function metres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

describe.each(testDatabases())('filters and places on $name', (db) => {
  const { app: appOf, get: getUrl } = useApp(db);
  const get = (query: string) => getUrl(`/api/schools?${encodeURI(query)}`);
  const search = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };


  it('lists every filter in the OpenAPI document of the list and the map', async () => {
    const doc = (await appOf().inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/schools', '/api/map-points']) {
      const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names, path).toEqual(expect.arrayContaining([...FILTER_KEYS, 'near', 'radius']));
    }
  });

  it.each(Object.entries(SAMPLES))('%s=%s filters some but not all schools of its category', async (key, value) => {
    const category = FILTERS[key as FilterKey].categories?.[0];
    const scope = category ? `schoolCategory=${category}&` : '';
    const all = await search(`${scope}limit=1`);
    const some = await search(`${scope}${key}=${value}&limit=1`);
    if (lacksData(key)) expect(some.total, `${key} without ${NEEDS_DATASET[key as FilterKey]}`).toBe(0);
    else expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(all.total);
    const bad = await get(`${key}=%E2%9C%97`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(new RegExp(`^query ${key}: `));
  });

  it('takes several districts and types: the union, as the raw file counts it', async () => {
    const count = (test: (e: (typeof raw)[number]) => boolean) => raw.filter(test).length;
    expect((await search('district=沙田區,大埔區&limit=1')).total).toBe(count((e) => e.district === '沙田區' || e.district === '大埔區'));
    expect((await search('schoolCategory=中學&schoolType=官立&limit=1')).total).toBe(
      count((e) => e.category === '中學' && e.financeType === 'GOVERNMENT'),
    );
  });

  it('gives equal answers, one cache entry, for equal lists in another order', async () => {
    const a = await get('district=東區,南區&limit=3');
    const b = await get('district=南區,東區,東區&limit=3');
    expect(b.headers.etag).toBe(a.headers.etag);
  });

  it('finds Traditional names from Simplified Chinese, and a school by its number', async () => {
    const traditional = await search('name=聖保羅&limit=50');
    const simplified = await search('name=圣保罗&limit=50');
    expect(simplified.total).toBe(traditional.total);
    expect(simplified.total).toBeGreaterThan(3);
    const school = raw.find((e) => e.name === '仁濟醫院蔡衍濤小學')!;
    const byNumber = await search(`name=${school.key.slice(0, 6)}`);
    expect(byNumber.schools.map((s) => s.name)).toEqual([school.name]);
  });

  it('refuses a name over 100 characters instead of listing every school', async () => {
    const response = await get(`name=${'聖'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('query name: must be at most 100 characters');
  });

  it('near: whole-metre distances that agree with the raw coordinates, nearest first, within the radius', async () => {
    const near = { lat: 22.3370, lon: 114.1760 }; // 九龍塘 MTR station, about
    const result = await search(`near=${near.lat},${near.lon}&radius=1000&sort=distance&limit=100`);
    // The directory places a school at its first row's position; every position of a school is a candidate here.
    const within = (e: (typeof raw)[number]) => e.points.map((p) => metres(near.lat, near.lon, p.lat, p.lon));
    const surely = raw.filter((e) => within(e).every((d) => d <= 995)).length;
    const maybe = raw.filter((e) => within(e).some((d) => d <= 1005)).length;
    expect(result.total).toBeGreaterThanOrEqual(surely);
    expect(result.total).toBeLessThanOrEqual(maybe);
    expect(maybe - surely).toBeLessThan(5);
    const distances = result.schools.map((s) => s.distanceMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const school of result.schools) {
      const entry = raw.find((e) => e.key === school.schoolNo)!;
      expect(Math.min(...within(entry).map((d) => Math.abs(d - school.distanceMeters!))), school.name).toBeLessThanOrEqual(2);
    }
  });

  it('refuses a point outside Hong Kong, a radius or distance order without a point', async () => {
    for (const [query, message] of [
      ['near=51.5,-0.12', 'query near: must be a point in Hong Kong'],
      ['near=22.3', 'query near: must be LAT,LON'],
      ['radius=500', 'query radius: needs near'],
      ['sort=distance', 'query sort: distance needs near'],
      ['near=22.3,114.2&radius=50', 'query radius: must be at least 100'],
    ]) {
      const response = await get(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });

  it('sort=fee: the lowest annual fee first, schools without one last', async () => {
    const all = await search('schoolCategory=中學&sort=fee&limit=100&page=1');
    const fees = all.schools.map((s) => s.additionalInfo.fees?.tuitionMin ?? null);
    const known = fees.filter((fee) => fee !== null);
    expect(known.length).toBeGreaterThan(50);
    expect(known).toEqual([...known].sort((a, b) => a! - b!));
    expect(fees.slice(known.length).every((fee) => fee === null)).toBe(true);
  });
});
