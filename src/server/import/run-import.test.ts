// Imports the real open data (../shared/data) into an in-memory PGlite: counts, joins, known schools, idempotence,
// and failures that leave the directory intact. The behaviour that needs no real file's size (a school leaving and
// coming back, the shrink guard, a too-long name, two processes at once) runs on the mini fixtures as a data folder,
// whose import takes a tenth or less of the real data's CPU.
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { importStats, schools } from '../db/schema.ts';
import { FIXTURE_MIN_SCHOOLS, OVER_ANY_DATA, writeFixtureData } from './fixtures/fixture-data-dir.ts';
import { utf16leWithBom } from './fixtures/fixture-sources.ts';
import { type ImportSummary, importIfEmpty, runImport } from './run-import.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
const LOCATION = path.join(DATA_DIR, 'edb/SCH_LOC_EDB.csv');

let handle: DatabaseHandle;
let first: ImportSummary;
let tempDir: string;
/** The migrated, empty database: the file's other databases start from it (under half the CPU of migrating anew). */
let emptyDump: Blob;

/** Expected entries computed straight from the raw file: distinct SCHOOL NO. digits 1-11 per category. */
function expectedCounts(): Record<string, number> {
  const text = new TextDecoder('utf-16le').decode(readFileSync(LOCATION).subarray(2));
  const records = parse(text, { columns: true }) as Record<string, string>[];
  const category = (level: string) => (level.startsWith('KINDERGARTEN') ? '幼稚園' : level === 'PRIMARY' ? '小學' : '中學');
  const seen = new Map<string, string>();
  for (const r of records) seen.set(r['SCHOOL NO.']!.slice(0, 11), category(r['SCHOOL LEVEL']!));
  const counts: Record<string, number> = { 幼稚園: 0, 小學: 0, 中學: 0 };
  for (const c of seen.values()) counts[c]! += 1;
  return counts;
}

const allSchools = () => handle.db.select().from(schools).orderBy(asc(schools.id));
const bySchoolNo = async (schoolNo: string) =>
  (await handle.db.select().from(schools).where(eq(schools.schoolNo, schoolNo)))[0];
/** One hash of every row in id order: equal means no id and no value changed. */
const fingerprint = async (on: DatabaseHandle) => {
  const result = await on.db.execute(sql`select md5(string_agg(s::text, '|' order by s.id)) as h from schools s`);
  return (result as unknown as { rows: { h: string }[] }).rows[0]!.h;
};
/** The text of a UTF-16LE file with BOM (SCH_LOC_EDB.csv), and the writing of one. */
const readUtf16 = (file: string) => new TextDecoder('utf-16le').decode(readFileSync(file).subarray(2));
const writeUtf16 = (file: string, text: string) => writeFileSync(file, utf16leWithBom(text));

/** A writable copy of the data folder (edb, chsc, geo) to break files in. */
function copyData(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-data-'));
  for (const sub of ['edb', 'chsc', 'geo']) cpSync(path.join(DATA_DIR, sub), path.join(dir, sub), { recursive: true });
  for (const sub of ['edb', 'chsc', 'geo']) chmodSync(path.join(dir, sub), 0o755);
  return dir;
}

/** The path of a file of the copy that the test will change; the real file is put back when the test ends, however it ends. */
function inCopy(file: string): string {
  onTestFinished(() => cpSync(path.join(DATA_DIR, file), path.join(tempDir, file)));
  return path.join(tempDir, file);
}

beforeAll(async () => {
  handle = await openDatabase({});
  emptyDump = await handle.dump();
  expect(await importIfEmpty(handle, { dataDir: DATA_DIR })).not.toBeNull();
  first = (await handle.db.select().from(importStats))[0]!.summary as unknown as ImportSummary;
  tempDir = copyData();
});

afterAll(async () => {
  await handle?.close();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('runImport on the real data', () => {
  it('writes one school per SCHOOL NO. digits 1-11, per category', async () => {
    const expected = expectedCounts();
    expect(first.entries).toEqual(expected);
    const [total] = await handle.db.select({ n: count() }).from(schools);
    expect(total!.n).toBe(expected['幼稚園']! + expected['小學']! + expected['中學']!);
    const [stats] = await handle.db.select().from(importStats);
    expect(stats).toMatchObject({
      successful: true,
      kindergartenCount: expected['幼稚園'],
      primaryCount: expected['小學'],
      secondaryCount: expected['中學'],
    });
    expect(await importIfEmpty(handle, { dataDir: DATA_DIR })).toBeNull();
  });

  it('places every school inside Hong Kong', async () => {
    const outside = await handle.db
      .select({ schoolNo: schools.schoolNo })
      .from(schools)
      .where(sql`not coalesce(${schools.latitude} between 22.1 and 22.6 and ${schools.longitude} between 113.8 and 114.5, false)`);
    expect(outside).toEqual([]);
  });

  it('joins at least 99% of KGP rows and 97% of PSP records', () => {
    const rate = (source: string) => first.joins[source]!.matched / first.joins[source]!.records;
    expect(first.rowsRead['edb/KGP_2025_tc.csv']).toBe(962);
    expect(first.rowsRead['chsc/PSP_2025_tc.csv']).toBe(507);
    expect(rate('kgProfiles')).toBeGreaterThanOrEqual(0.99);
    expect(rate('primaryProfiles')).toBeGreaterThanOrEqual(0.97);
    // 新界婦孺福利會梁省德學校 is 新界婦孺福利會有限公司梁省德學校 at the same address: joined by address.
    expect(first.joins.primaryProfiles).toMatchObject({ records: 507, matched: 507, unmatched: [] });
  });

  it('imports 仁濟醫院蔡衍濤小學 (aided primary) as in SCH_LOC and PSP', async () => {
    expect(await bySchoolNo('11576200012')).toMatchObject({
      name: '仁濟醫院蔡衍濤小學',
      englishName: 'YAN CHAI HOSPITAL CHOI HIN TO PRIMARY SCHOOL',
      address: '新界大埔第六區運頭塘邨',
      englishAddress: 'WAN TAU TONG ESTATE, AREA 6, TAI PO, NEW TERRITORIES',
      district: '大埔區',
      latitude: 22.44145606,
      longitude: 114.16643137,
      phone: '26566116',
      fax: '26578298',
      email: 'admin@ychchtps.edu.hk',
      website: 'http://www.ychchtps.edu.hk',
      schoolType: '資助',
      schoolCategory: '小學',
      religiousAffiliation: '不適用',
      foundingYear: '1992',
      motto: '尊仁濟世',
      financialType: '資助',
      gender: '男女',
      sessions: ['全日'],
      principal: '徐劍',
      principalTitle: '校長',
      supervisor: '蔡少洲',
      supervisorTitle: '太平紳士',
      sponsoringBody: '仁濟醫院',
      area: '8000',
      additionalInfo: {
        edbCategory: '資助小學',
        specialSchool: false,
        schoolNet: '84',
        sessionType: '全日',
        teachingLanguage: '中文（包括：普通話）及英文',
        incorporatedManagementCommittee: 'Y',
        classroomCount: 26,
        linkedSecondarySchool: null,
        feederSecondarySchool: null,
        throughTrainSchool: null,
        assessments: { testsP1: 0, examsP1: 2, testsP2to6: 0, examsP2to6: 3 },
      },
      searchText: '仁濟醫院蔡衍濤小學 yanchaihospitalchoihintoprimaryschool',
    });
  });

  it('imports a KG with AM and PM sessions, its profile and vacancies', async () => {
    expect(await bySchoolNo('62419500011')).toMatchObject({
      name: '匯成勞士施羅孚伉儷慈善基金幼稚園',
      district: '油尖旺區',
      phone: '23977868',
      fax: '23977399',
      website: 'http://www.ibelkg.edu.hk',
      schoolType: '非牟利',
      schoolCategory: '幼稚園',
      financialType: '有參加',
      religiousAffiliation: '不適用',
      foundingYear: '2023',
      sessions: ['上午', '下午'],
      principal: '張蔚媛',
      principalTitle: '女士',
      supervisor: '戴文諾',
      supervisorTitle: '先生',
      area: null,
      additionalInfo: {
        edbCategory: '幼稚園暨幼兒中心',
        classroomCount: 3,
        outdoorPlayArea: '沒有',
        indoorPlayArea: '有',
        musicRoom: '沒有',
        otherSpecialRooms: null,
        nonChineseSupportFunding: 'N',
        curriculumType: '本地',
        kgFees: {
          applicationFee: 40,
          registrationHalfDay: 970,
          registrationWholeDay: null,
          childCareHalfDay: 18000,
          childCareWholeDay: null,
          certificateUrl: 'https://applications.edb.gov.hk/schoolsearch/schoolfee/624195.pdf',
          asWritten: null,
        },
        vacancy: { k1: 'Y', k2: 'Y', k3: 'Y', asAt: '2026-09-08' },
        noHalfDayClass: false,
        noWholeDayClass: true, // 沒有開辦全日班
        noPenWritingK1: true,
      },
    });
    expect(await bySchoolNo('13144000011')).toMatchObject({
      name: '聖士提反堂小學暨幼稚園',
      sessions: ['全日', '上午', '下午'],
      religiousAffiliation: '基督教',
      principal: '尹珮諺',
      additionalInfo: {
        classroomCount: 9,
        kgFees: { registrationHalfDay: 970, registrationWholeDay: 0, childCareHalfDay: 54780 },
        vacancy: { k1: 'Y', asAt: '2026-09-08' },
      },
    });
  });

  it('imports a special school and a DSS secondary with its fee range', async () => {
    expect(await bySchoolNo('11444800013')).toMatchObject({
      name: '三水同鄉會劉本章學校(中學部)',
      schoolType: '資助',
      schoolCategory: '中學',
      financialType: '資助',
      phone: '24268474',
      additionalInfo: { edbCategory: '資助特殊學校', specialSchool: true },
    });
    expect(await bySchoolNo('51098000013')).toMatchObject({
      name: '聖保羅男女中學',
      englishName: "ST. PAUL'S CO-EDUCATIONAL COLLEGE",
      district: '中西區',
      schoolType: '直資',
      financialType: '直接資助計劃',
      gender: '男女',
      religiousAffiliation: '基督教',
      website: 'http://www.spcc.edu.hk',
      additionalInfo: {
        edbCategory: '直接資助計劃中學',
        fees: { tuitionMin: 75900, tuitionMax: 123400, boarding: '$74700-$83000', profileNote: null },
      },
    });
  });

  it('takes the HK1980 grid position for the two kindergartens whose lat/lon lie in another district, and says so', async () => {
    expect(first.coordinates.checked).toBe(3513);
    const listed = first.coordinates.mismatches.map((m) => [m.schoolNo, m.distanceM, m.used, m.latLonDistrict, m.gridDistrict]);
    expect(listed).toEqual([
      ['324264000412', 1711, 'latLon', '深水埗區', '油尖旺區'], // 西太平洋幼稚園, 南昌街1號: the lat/lon is right
      ['324264000411', 1713, 'latLon', '深水埗區', '油尖旺區'],
      ['608475000112', 13544, 'grid', '油尖旺區', '西貢區'], // NORD ANGLIA INTERNATIONAL PRE-SCHOOL (SAI KUNG)
      ['608475000111', 13551, 'grid', '油尖旺區', '西貢區'],
      ['600601000211', 1921, 'latLon', '中西區', '中西區'], // 弘立幼稚園, 堅尼地城: its PM row's grid agrees with lat/lon
      ['605794000111', 16602, 'grid', '沙田區', '元朗區'], // 多多國際幼稚園（形點）, YOHO Mall
      ['605794000112', 16612, 'grid', '沙田區', '元朗區'],
    ]);
    const yoho = await bySchoolNo('60579400011');
    expect(yoho!.latitude).toBeCloseTo(22.44396, 4);
    expect(yoho!.longitude).toBeCloseTo(114.03713, 4);
    const saiKung = await bySchoolNo('60847500011');
    expect(saiKung!.latitude).toBeCloseTo(22.37779, 4);
    expect(saiKung!.longitude).toBeCloseTo(114.27364, 4);
    expect(await bySchoolNo('32426400041')).toMatchObject({ latitude: 22.3264609, longitude: 114.16049956 });
  });

  it('re-importing the same files changes no row, and writes none of the school years’ facts again', async () => {
    const before = await allSchools();
    // The transaction that last wrote each row (xmin): a row written again, even with the same values, gets a new one.
    const factRows = async () =>
      ((await handle.db.execute(sql`select dataset, school_year, school_no, xmin::text as written from school_year_facts order by 1, 2, 3`)) as unknown as { rows: unknown[] }).rows;
    const factsBefore = await factRows();
    const again = await runImport(handle, { dataDir: DATA_DIR });
    expect(again.written).toEqual({ inserted: 0, updated: 0, unchanged: before.length, left: 0 });
    expect(await allSchools()).toEqual(before);
    expect(factsBefore.length).toBeGreaterThan(8000);
    expect(await factRows()).toEqual(factsBefore);
  });

  it('a truncated file fails, leaves the directory intact and records the failure', async () => {
    const before = await fingerprint(handle);
    const file = inCopy('edb/KGP_2025_tc.csv');
    const bytes = readFileSync(path.join(DATA_DIR, 'edb/KGP_2025_tc.csv'));
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(runImport(handle, { dataDir: tempDir })).rejects.toThrow(/^edb\/KGP_2025_tc\.csv: /);
    expect(await fingerprint(handle)).toBe(before);
    const [last] = await handle.db.select().from(importStats).orderBy(desc(importStats.id)).limit(1);
    expect(last).toMatchObject({ successful: false });
    expect(last!.errorMessage).toMatch(/edb\/KGP_2025_tc\.csv/);
  });

  it('refuses a location file cut at a row boundary, and a missing required file', async () => {
    const before = await fingerprint(handle);
    const file = inCopy('edb/SCH_LOC_EDB.csv');
    writeUtf16(file, readUtf16(LOCATION).split('\r\n').slice(0, 501).join('\r\n'));
    await expect(runImport(handle, { dataDir: tempDir })).rejects.toThrow(/edb\/SCH_LOC_EDB\.csv: only \d+ schools/);
    rmSync(file);
    await expect(runImport(handle, { dataDir: tempDir })).rejects.toThrow(/edb\/SCH_LOC_EDB\.csv not found/);
    expect(await fingerprint(handle)).toBe(before);
  });
});

describe('runImport on the mini fixtures as a data folder', () => {
  let small: DatabaseHandle;
  let dir: string;
  const fixture = () => ({ dataDir: dir, minSchools: FIXTURE_MIN_SCHOOLS });

  beforeAll(async () => {
    small = await openDatabase({ loadDataDir: emptyDump });
    dir = mkdtempSync(path.join(os.tmpdir(), 'schools-fixture-'));
  });

  // Each case starts from the fixture's files, just imported, whatever a case before it changed or left half-done.
  beforeEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    writeFixtureData(dir);
    await runImport(small, { ...fixture(), ...OVER_ANY_DATA });
  });

  afterAll(async () => {
    await small?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('takes a school that left the source out of the directory, and gives it its id back when it returns', async () => {
    const ids = async () =>
      small.db.select({ id: schools.id, schoolNo: schools.schoolNo }).from(schools).where(isNull(schools.leftAt)).orderBy(asc(schools.id));
    const before = await ids();
    const file = path.join(dir, 'edb/SCH_LOC_EDB.csv');
    // 無概覽幼稚園: no other school of the fixture is joined through it (仁濟醫院蔡衍濤小學 shares a through-train group).
    writeUtf16(file, readUtf16(file).split('\r\n').filter((line) => !line.startsWith('999002')).join('\r\n'));
    const result = await runImport(small, fixture());
    expect(result.written).toMatchObject({ inserted: 0, left: 1, unchanged: before.length - 1 });
    expect(await ids()).toEqual(before.filter((s) => s.schoolNo !== '99900200011'));
    expect(await importIfEmpty(small, fixture())).toBeNull();
    writeFixtureData(dir, 'edb/SCH_LOC_EDB.csv');
    const back = await runImport(small, fixture());
    expect(back.written).toMatchObject({ inserted: 0, updated: 1, left: 0 });
    expect(await ids()).toEqual(before);
  });

  it('refuses a profile file cut at a row boundary (under 90% of the last import), unless told the source shrank', async () => {
    const before = await fingerprint(small);
    const file = path.join(dir, 'edb/KGP_2025_tc.csv');
    writeFileSync(file, readFileSync(file, 'utf8').split('\r\n').slice(0, 3).join('\r\n'));
    await expect(runImport(small, fixture())).rejects.toThrow('edb/KGP_2025_tc.csv: 2 records, under 90% of the 5 the last import read');
    expect(await fingerprint(small)).toBe(before);
    const shrunk = await runImport(small, { ...fixture(), allowShrink: true });
    expect(shrunk.rowsRead['edb/KGP_2025_tc.csv']).toBe(2);
    writeFixtureData(dir, 'edb/KGP_2025_tc.csv');
    await runImport(small, { ...fixture(), allowShrink: true });
    expect(await fingerprint(small)).not.toBe(before); // imported_date of the refilled rows moved on
    expect((await runImport(small, fixture())).written).toMatchObject({ inserted: 0, updated: 0, left: 0 });
  });

  it('imports once when two processes find the directory empty at the same time', async () => {
    const empty = await openDatabase({ loadDataDir: emptyDump });
    try {
      const [a, b] = await Promise.all([importIfEmpty(empty, fixture()), importIfEmpty(empty, fixture())]);
      expect([a, b].filter((r) => r !== null)).toHaveLength(1);
      expect(await empty.db.select({ n: count() }).from(importStats)).toEqual([{ n: 1 }]);
    } finally {
      await empty.close();
    }
  });

  it('refuses a 10,000-character school name, naming the file, the school and the length (not truncated)', async () => {
    const before = await fingerprint(small);
    const file = path.join(dir, 'edb/SCH_LOC_EDB.csv');
    const text = readUtf16(file);
    const long = text.replace(',仁濟醫院蔡衍濤小學,', `,${'仁'.repeat(10_000)},`);
    expect(long).not.toBe(text);
    writeUtf16(file, long);
    await expect(runImport(small, { ...fixture(), allowImplausible: true })).rejects.toThrow(
      'edb/SCH_LOC_EDB.csv: school 11576200012: name is 10000 characters long (at most 300); refusing a row that may be malformed',
    );
    expect(await fingerprint(small)).toBe(before);
  });
});
