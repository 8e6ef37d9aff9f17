// GET /api/medians: each number fact's median for a category, in Hong Kong and per district, checked against
// medians computed here from the schools /api/schools returns (written again, not the server's code).
import { describe, expect, it } from 'vitest';
import type { MediansResponse } from '../src/shared/compare/medians-schemas.ts';
import type { School, SearchResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

const q = encodeURIComponent;
const middle = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const n = sorted.length;
  return n === 0 ? null : n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
};

describe.each(testDatabases())('medians on $name', (db) => {
  const { get } = useApp(db);
  const schoolsOf = async (query: string) => {
    const schools: School[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`/api/schools?${query}&limit=100&page=${page}`)).json<SearchResponse>();
      schools.push(...body.schools);
      if (page >= body.totalPages) return schools;
    }
  };

  it('gives the kindergartens’ fees and classrooms, Hong Kong-wide and for a district', async () => {
    const response = await get(`/api/medians?schoolCategory=${q('幼稚園')}`);
    expect(response.statusCode, response.body).toBe(200);
    const medians = response.json<MediansResponse>();
    const all = await schoolsOf(`schoolCategory=${q('幼稚園')}`);
    const kwunTong = all.filter((school) => school.district === '觀塘區');
    const registration = (schools: School[]) =>
      schools.map((s) => s.additionalInfo.kgFees?.registrationHalfDay).filter((fee): fee is number => typeof fee === 'number');
    expect(medians.hongKong.registrationHalfDay).toEqual({ median: middle(registration(all)), count: registration(all).length });
    expect(medians.districts['觀塘區'].registrationHalfDay).toEqual({ median: middle(registration(kwunTong)), count: registration(kwunTong).length });
    expect(medians.hongKong.registrationHalfDay!.count).toBeGreaterThan(100);
    const rooms = all.map((s) => s.additionalInfo.classroomCount).filter((n): n is number => typeof n === 'number');
    expect(medians.hongKong.classroomCount).toEqual({ median: middle(rooms), count: rooms.length });
    expect(medians.hongKong).not.toHaveProperty('assessmentsP2to6');
  });

  it('gives the primary schools’ tests and exams a year', async () => {
    const medians = (await get(`/api/medians?schoolCategory=${q('小學')}`)).json<MediansResponse>();
    const shaTin = await schoolsOf(`schoolCategory=${q('小學')}&district=${q('沙田區')}`);
    const counts = shaTin
      .map((s) => s.additionalInfo.assessments)
      .filter((a) => a?.testsP2to6 != null && a.examsP2to6 != null)
      .map((a) => a!.testsP2to6! + a!.examsP2to6!);
    expect(medians.districts['沙田區'].assessmentsP2to6).toEqual({ median: middle(counts), count: counts.length });
    expect(counts.length).toBeGreaterThan(10);
  });

  it('refuses a missing or unknown category', async () => {
    expect((await get('/api/medians')).statusCode).toBe(400);
    const response = await get(`/api/medians?schoolCategory=${q('大學')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('schoolCategory');
  });
});
