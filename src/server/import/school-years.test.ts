// Facts per school year on the real files: the 2025/26 list of schools and the 2022 one kept side by side, ids for
// schools only 2022 lists. On the mini fixtures as a data folder (the behaviour needs no real file's size, and its
// import takes a tenth or less of the real data's CPU): ids kept by a re-import, an earlier year kept when its file
// is absent, the guards applied to each year's file, and a closed school that comes back.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { earlierSchoolIds, schoolYearFacts, schools } from '../db/schema.ts';
import { buildDirectory } from './build-directory.ts';
import { FIXTURE_MIN_SCHOOLS, OVER_ANY_DATA, writeFixtureData } from './fixtures/fixture-data-dir.ts';
import { parseSources } from './parse-sources.ts';
import { type ImportSummary, runImport } from './run-import.ts';
import { loadSources } from './sources.ts';
import { writeDatasetFacts } from './write-years.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
const ARCHIVE = 'edb/archive/SCH_LOC_EDB_2022.json';
/** The 2022 JSON's rows: { SCH_LOC_EDB: [header, ...rows] }, column A the school number. */
const json2022 = (dataDir = DATA_DIR) => JSON.parse(readFileSync(path.join(dataDir, ARCHIVE), 'utf8')) as { SCH_LOC_EDB: { A: string }[] };
/** Distinct SCHOOL NO. digits 1-11 of a 2022 file, straight from it. */
const numbersOf2022 = (dataDir = DATA_DIR) => new Set(json2022(dataDir).SCH_LOC_EDB.slice(1).map((row) => row.A.slice(0, 11)));
const numbers2022 = numbersOf2022();

let handle: DatabaseHandle;
let first: ImportSummary;
let afterFirst: { ids: (typeof earlierSchoolIds.$inferSelect)[]; schools: { id: number; no: string }[] };
/** The migrated, empty database: the fixture's database starts from it (under half the CPU of migrating anew). */
let emptyDump: Blob;

const ofList = (schoolYear: string, dataset = 'schoolLocation') => and(eq(schoolYearFacts.dataset, dataset), eq(schoolYearFacts.schoolYear, schoolYear));
const yearRows = async (on: DatabaseHandle, schoolYear: string, dataset?: string) =>
  (await on.db.select({ n: count() }).from(schoolYearFacts).where(ofList(schoolYear, dataset)))[0]!.n;
const factsOf = async (schoolYear: string, schoolNo: string, dataset?: string) =>
  (await handle.db.select().from(schoolYearFacts).where(and(ofList(schoolYear, dataset), eq(schoolYearFacts.schoolNo, schoolNo))))[0]?.facts as
    | Record<string, unknown>
    | undefined;

beforeAll(async () => {
  handle = await openDatabase({});
  emptyDump = await handle.dump();
  first = await runImport(handle, { dataDir: DATA_DIR });
  // What the first import left, read before any case writes (the cases run in any order).
  afterFirst = { ids: await handle.db.select().from(earlierSchoolIds), schools: await handle.db.select({ id: schools.id, no: schools.schoolNo }).from(schools) };
});

afterAll(async () => {
  await handle?.close();
});

describe('facts per school year (real files)', () => {
  it('keeps the 2025/26 and the 2021/22 list of schools side by side', async () => {
    expect(first.rowsRead[ARCHIVE]).toBe(3641);
    expect(await yearRows(handle, '2021/22')).toBe(numbers2022.size);
    // The schools in the directory: a school that left has no 2025/26 facts.
    const current = (await handle.db.select({ n: count() }).from(schools).where(isNull(schools.leftAt)))[0]!.n;
    expect(await yearRows(handle, '2025/26')).toBe(current);
    // 中華基督教會方潤華小學: listed in 2022 only; 五旬節聖潔會永光小學: in 2025/26 only.
    expect(await factsOf('2021/22', '60255800012')).toMatchObject({ name: '中華基督教會方潤華小學', schoolCategory: '小學' });
    expect(await factsOf('2025/26', '60255800012')).toBeUndefined();
    expect(await factsOf('2025/26', '62370900012')).toMatchObject({ name: '五旬節聖潔會永光小學' });
    expect(await factsOf('2021/22', '62370900012')).toBeUndefined();
    // The facts of the location file alone: 慈幼學校 is 男 in SCH_LOC, 男女 in the directory (its profile wins there).
    const salesian = (await handle.db.select().from(schools).where(eq(schools.name, '慈幼學校')))[0]!;
    expect(salesian.gender).toBe('男女');
    expect((await factsOf('2025/26', salesian.schoolNo))?.gender).toBe('男');
  });

  it('keeps what each joined dataset gave each school, under that dataset’s school year', async () => {
    // 聖保羅書院小學: the PSP 2025 gives 4 P1 classes last year and 4 this year.
    const [stPauls] = await handle.db.select().from(schools).where(eq(schools.name, '聖保羅書院小學'));
    const psp = await factsOf('2025/26', stPauls!.schoolNo, 'primaryProfiles');
    expect(psp).toMatchObject({ p1Classes: { thisYear: 4, lastYear: 4 }, motto: stPauls!.motto, profileSource: stPauls!.additionalInfo.profileSource });
    expect(psp).not.toHaveProperty('edbCategory'); // the location file's own
    expect(await yearRows(handle, '2025/26', 'primaryProfiles')).toBe(first.joins.primaryProfiles!.entriesFilled);
    // The DSS fee list's tuition, under its own dataset; the vacancy list under 2026/27.
    const dss = await handle.db.select().from(schoolYearFacts).where(ofList('2025/26', 'dssFees'));
    expect(dss.length).toBeGreaterThan(0);
    expect(dss.every((row) => (row.facts as { fees: { tuitionMin: number | null; boarding: string | null } }).fees.tuitionMin !== null || (row.facts as { fees: { boarding: string | null } }).fees.boarding !== null)).toBe(true);
    expect(await yearRows(handle, '2026/27', 'kgVacancy')).toBeGreaterThan(0);

    // Next year's profile is written beside this year's, which stays.
    const built = buildDirectory(parseSources(await loadSources({ dataDir: DATA_DIR })), new Date().toISOString());
    await handle.db.transaction((tx) => writeDatasetFacts(tx, built.rows, new Map([['primaryProfiles', '2026/27']])));
    expect(await factsOf('2026/27', stPauls!.schoolNo, 'primaryProfiles')).toEqual(psp);
    expect(await factsOf('2025/26', stPauls!.schoolNo, 'primaryProfiles')).toEqual(psp);
  });

  it('gives each number only 2022 lists an id of the schools’ sequence, once, and records every file with its date', async () => {
    const { ids } = afterFirst;
    const current = new Set(afterFirst.schools.map((r) => r.no));
    expect(ids.map((r) => r.schoolNo).sort()).toEqual([...numbers2022].filter((no) => !current.has(no)).sort());
    expect(first.earlierSchools).toBe(ids.length);
    const schoolIds = new Set(afterFirst.schools.map((r) => r.id));
    expect(ids.some((r) => schoolIds.has(r.id))).toBe(false);
    expect(first.files).toContainEqual({ key: 'schoolLocation', schoolYear: '2021/22', file: ARCHIVE, fileDate: { date: '2022-04-28', from: 'dataset list' } });
    expect(first.files).toContainEqual({
      key: 'kgVacancy', schoolYear: '2026/27', file: 'edb/K1K3_vacancy_2026-27_tc.csv', fileDate: { date: '2026-09-08', from: 'file' },
    });
  });
});

describe('facts per school year (the mini fixtures as a data folder)', () => {
  let small: DatabaseHandle;
  let dir: string;
  const fixture = () => ({ dataDir: dir, minSchools: FIXTURE_MIN_SCHOOLS });

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'school-years-fixture-'));
  });

  // Each case starts from a database of its own with the fixture's files just imported: a school brought back by one
  // case keeps its id in the directory, so a re-import of the files would not give the next case the earlier ids again.
  beforeEach(async () => {
    await small?.close();
    small = await openDatabase({ loadDataDir: emptyDump });
    rmSync(dir, { recursive: true, force: true });
    writeFixtureData(dir);
    await runImport(small, fixture());
  });

  afterAll(async () => {
    await small?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('changes no id or fact when the same files are imported again', async () => {
    const before = await small.db.select().from(earlierSchoolIds);
    expect(before.map((row) => row.schoolNo).sort()).toEqual(['60255800012', '60255900013']);
    const again = await runImport(small, fixture());
    expect(again.earlierSchools).toBe(0);
    expect(await small.db.select().from(earlierSchoolIds)).toEqual(before);
  });

  it('keeps the 2021/22 facts when its file is absent from a later import', async () => {
    const numbers = numbersOf2022(dir);
    rmSync(path.join(dir, ARCHIVE));
    const without = await runImport(small, fixture());
    expect(without.rowsRead[ARCHIVE]).toBeUndefined();
    expect(await yearRows(small, '2021/22')).toBe(numbers.size);
  });

  it('applies the shrink guard and the sanity check to the earlier year’s file', async () => {
    const numbers = numbersOf2022(dir);
    const rows = json2022(dir).SCH_LOC_EDB;
    const archive = path.join(dir, ARCHIVE);
    writeFileSync(archive, JSON.stringify({ SCH_LOC_EDB: rows.slice(0, 16) }));
    await expect(runImport(small, fixture())).rejects.toThrow(`${ARCHIVE}: 15 records, under 90% of the 20 the last import read`);
    writeFileSync(archive, JSON.stringify({ SCH_LOC_EDB: rows.slice(0, 6) }));
    await expect(runImport(small, { ...fixture(), allowShrink: true })).rejects.toThrow(/^edb\/archive\/SCH_LOC_EDB_2022\.json: only \d+ schools/);
    expect(await yearRows(small, '2021/22')).toBe(numbers.size);
  });

  it('gives a closed school that comes back its earlier id', async () => {
    const [earlier] = await small.db.select().from(earlierSchoolIds).where(eq(earlierSchoolIds.schoolNo, '60255800012'));
    expect(earlier).toBeDefined();
    // The 2022 list as the newest year: every school it lists is listed again.
    const csv = path.join(dir, 'edb/SCH_LOC_EDB.csv');
    const json = path.join(dir, 'edb/SCH_LOC_EDB.json');
    rmSync(csv);
    cpSync(path.join(dir, ARCHIVE), json);
    await runImport(small, { ...fixture(), ...OVER_ANY_DATA });
    const [back] = await small.db.select().from(schools).where(eq(schools.schoolNo, '60255800012'));
    expect(back).toMatchObject({ id: earlier!.id, name: '中華基督教會方潤華小學', leftAt: null });
    expect(await small.db.select().from(earlierSchoolIds).where(eq(earlierSchoolIds.schoolNo, '60255800012'))).toEqual([]);
    // Back to the 2025/26 file: it leaves the directory again, keeping that id.
    rmSync(json);
    writeFixtureData(dir, 'edb/SCH_LOC_EDB.csv');
    await runImport(small, { ...fixture(), ...OVER_ANY_DATA });
    const [left] = await small.db.select().from(schools).where(eq(schools.schoolNo, '60255800012'));
    expect(left!.id).toBe(earlier!.id);
    expect(left!.leftAt).not.toBeNull();
  });
});
