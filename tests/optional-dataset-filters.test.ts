// Filters on an optional dataset the shared data folder lacks (NEEDS_DATASET in filters-api.test.ts): the real
// data plus a fixture of that dataset in its real format, imported into PGlite; each sample selects some but not
// all schools of its category.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client.ts';
import { runImport } from '../src/server/import/run-import.ts';
import { sspCsv } from '../src/server/import/fixtures/ssp-fixture.ts';
import type { SearchResponse } from '../src/shared/schemas.ts';
import { SHARED_DATA_DIR } from './databases.ts';
import { useApp } from './use-app.ts';

const S1_S3 = {
  chinese: '2025_2026學年開設科目_以中文為教學語言_中一至中三',
  english: '2025_2026學年開設科目_以英文為教學語言_中一至中三',
};
/** Four real secondary schools (names as SOURCES.md §16 saw them in the real file's first rows). */
const SSP_ROWS = [
  { 區域: '九龍城區', 學校名稱: '拔萃男書院', [S1_S3.chinese]: '中國語文、中國歷史', [S1_S3.english]: '英國語文、數學、科學' },
  { 區域: '油尖旺區', 學校名稱: '拔萃女書院', [S1_S3.chinese]: '中國語文', [S1_S3.english]: '英國語文、數學、歷史' },
  { 區域: '葵青區', 學校名稱: '保良局羅傑承（一九八三）中學', [S1_S3.chinese]: '中國語文、數學、科學', [S1_S3.english]: '英國語文' },
  { 區域: '屯門區', 學校名稱: '保良局百周年李兆忠紀念中學', [S1_S3.chinese]: '中國語文、數學', [S1_S3.english]: '英國語文、科學' },
];

const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-ssp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function openWithSsp() {
  for (const sub of ['edb', 'geo']) symlinkSync(path.join(SHARED_DATA_DIR, sub), path.join(dir, sub));
  mkdirSync(path.join(dir, 'chsc'));
  symlinkSync(path.join(SHARED_DATA_DIR, 'chsc/PSP_2025_tc.csv'), path.join(dir, 'chsc/PSP_2025_tc.csv'));
  writeFileSync(path.join(dir, 'chsc/SSP_2025_2026_tc.csv'), `\uFEFF${sspCsv(SSP_ROWS)}`);
  const handle = await openDatabase({});
  const summary = await runImport(handle, { dataDir: dir });
  expect(summary.joins.secondaryProfiles).toMatchObject({ records: 4, matched: 4 });
  return handle;
}

describe('filters on an optional dataset, with a fixture of it', () => {
  const { get } = useApp(openWithSsp);
  const total = async (query: string) => {
    const response = await get(`/api/schools?${encodeURI(query)}&limit=1`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>().total;
  };

  it('secondaryTeachingLanguage selects the schools whose S1–S3 subjects are taught so', async () => {
    const all = await total('schoolCategory=中學');
    expect(await total('schoolCategory=中學&secondaryTeachingLanguage=英文')).toBe(2);
    expect(await total('schoolCategory=中學&secondaryTeachingLanguage=中文')).toBe(1);
    expect(await total('schoolCategory=中學&secondaryTeachingLanguage=中文及英文')).toBe(1);
    expect(all).toBeGreaterThan(4);
  });

  it('serves the profile facts on the school page', async () => {
    const list = await get(`/api/schools?${encodeURI('name=拔萃女書院&schoolCategory=中學')}`);
    const school = list.json<SearchResponse>().schools[0]!;
    const detail = (await get(`/api/schools/${school.id}`)).json<SearchResponse['schools'][number]>();
    expect(detail.additionalInfo.teachingLanguage).toBe('英文');
    expect(detail.additionalInfo.secondaryProfile?.subjects2025.juniorEnglish).toEqual(['英國語文', '數學', '歷史']);
  });
});
