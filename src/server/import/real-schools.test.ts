// Five real schools of ../shared/data, field by field against their rows in the official files, which this
// test reads with csv-parse alone (none of the importer's parsers or cleaning).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDirectory } from './build-directory.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { parseSources } from './parse-sources.ts';
import { loadSources } from './sources.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
type Row = Record<string, string>;

const text = (file: string, encoding: 'utf-16le' | 'utf-8') =>
  new TextDecoder(encoding).decode(readFileSync(path.join(DATA_DIR, file))).replace(/^\uFEFF/, '');
const location: Row[] = parse(text('edb/SCH_LOC_EDB.csv', 'utf-16le'), { columns: true });
const kgp: Row[] = parse(text('edb/KGP_2025_tc.csv', 'utf-8'), { columns: true, delimiter: '^' });
const psp: Row[] = parse(text('chsc/PSP_2025_tc.csv', 'utf-8'), { columns: true });

const missing = (value: string | undefined) => (value === undefined || ['', '-', 'N.A.'].includes(value.trim()) ? null : value.trim());

/** The fields an entry takes from its SCH_LOC rows (the first, in session order); missing ones a profile may fill. */
function locationFields(schoolNo: string) {
  const rows = location.filter((r) => r['SCHOOL NO.']!.startsWith(schoolNo));
  expect(rows.length).toBeGreaterThan(0);
  const [row] = rows as [Row];
  return {
    name: row['中文名稱'],
    englishName: row['ENGLISH NAME'],
    address: row['中文地址'],
    englishAddress: row['ENGLISH ADDRESS'],
    district: row['分區'],
    latitude: Number(row['LATITUDE']),
    longitude: Number(row['LONGITUDE']),
    phone: missing(row['聯絡電話']),
    fax: missing(row['傳真號碼']),
    website: missing(row['網頁']),
    sessionCount: rows.length,
  };
}

let entries: Map<string, DirectoryEntry>;
beforeAll(async () => {
  const { rows } = buildDirectory(parseSources(await loadSources({ dataDir: DATA_DIR })), '2026-01-01T00:00:00.000Z');
  entries = new Map(rows.map((r) => [r.schoolNo, r]));
});

function entry(schoolNo: string): DirectoryEntry {
  const found = entries.get(schoolNo);
  if (!found) throw new Error(`no entry ${schoolNo}`);
  const { sessionCount, ...fields } = locationFields(schoolNo);
  expect(found).toMatchObject(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)));
  expect(found.sessions).toHaveLength(sessionCount);
  return found;
}

describe('five real schools against their source rows', () => {
  it.each([
    ['62419500011', '匯成勞士施羅孚伉儷慈善基金幼稚園 (AM and PM)'],
    ['32423000011', '明我幼稚園 (one profile for two sites)'],
  ])('kindergarten %s %s: SCH_LOC and KGP', (schoolNo) => {
    const school = entry(schoolNo);
    const profile = kgp.find((r) => r['學校編號'] === schoolNo.slice(0, 6) && r['校址編號']!.split(',').includes(schoolNo.slice(6, 10)));
    if (!profile) throw new Error(`no KGP row for ${schoolNo}`);
    const { website, phone } = locationFields(schoolNo);
    expect(school).toMatchObject({
      website: website ?? missing(profile['學校網址']),
      phone: phone ?? missing(profile['電話'])?.replace(/\s/g, ''),
      schoolCategory: '幼稚園',
      principal: missing(profile['校長姓名']),
      supervisor: missing(profile['校監姓名']),
      supervisorTitle: missing(profile['校監稱謂']),
      foundingYear: missing(profile['創校年份']),
      financialType: profile['參加幼稚園教育計劃'],
      additionalInfo: {
        classroomCount: Number(profile['註冊課室數目']),
        outdoorPlayArea: profile['戶外遊戲場地'],
        indoorPlayArea: profile['室內遊戲場地'],
        musicRoom: profile['音樂室'],
        nonChineseSupportFunding: profile['非華語學童的支援_獲批資助'],
        curriculumType: profile['課程類別'],
        kgFees: { certificateUrl: profile['收費證明書'] },
      },
    });
  });

  it('primary 11470700012 新界婦孺福利會有限公司梁省德學校: SCH_LOC and its PSP record, joined by address', () => {
    const school = entry('11470700012');
    const profile = psp.find((r) => r['學校名稱'] === '新界婦孺福利會梁省德學校');
    if (!profile) throw new Error('no PSP row');
    expect(profile['學校地址']).toBe(school.address);
    expect(school).toMatchObject({
      schoolCategory: '小學',
      motto: missing(profile['校訓']),
      foundingYear: missing(profile['創校年份']),
      principal: missing(profile['校長姓名']),
      principalTitle: missing(profile['校長稱謂']),
      supervisor: missing(profile['校監_校管會主席姓名']),
      sponsoringBody: missing(profile['辦學團體']),
      email: missing(profile['學校電郵']),
      gender: profile['學生性別'],
      additionalInfo: { schoolNet: profile['小一學校網'], sessionType: profile['學校類別2'] },
    });
  });

  it('DSS secondary 51098000013 聖保羅男女中學 and aided special 11444800013', () => {
    expect(entry('51098000013')).toMatchObject({ schoolCategory: '中學', schoolType: '直資', financialType: '直接資助計劃' });
    expect(entry('11444800013')).toMatchObject({
      schoolCategory: '中學',
      schoolType: '資助',
      additionalInfo: { edbCategory: '資助特殊學校', specialSchool: true },
    });
  });
});
