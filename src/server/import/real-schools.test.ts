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

describe('KGP, PSP and SSPA facts of real schools, against their raw cells', () => {
  const FEE_COLUMNS = ['其他核准收費_報名費', '註冊費_半日班', '註冊費_全日班', '收費水平_全年_半日', '收費水平_全年_全日'];
  const plain = (value: string) => /^\$?[\d,]+ ?$/.test(value.trim()) || ['', '-'].includes(value.trim());

  it('finds the 11 KGP fee cells written as text, and keeps each as written beside its number', () => {
    const textCells = kgp.flatMap((r) =>
      FEE_COLUMNS.filter((c) => !plain(r[c]!)).map((c) => `${r['學校編號']}-${r['校址編號']} ${c}: ${r[c]}`),
    );
    expect(textCells.sort()).toEqual([
      '132730-0001 其他核准收費_報名費: $40 (本地課程 Local classes)  $500 (國際班 International classes)',
      ...['0003', '0004', '0006', '0007'].flatMap((site) => [
        `548430-${site} 註冊費_全日班: $41,300 (K2-3)`,
        `548430-${site} 註冊費_半日班: $28,600 (K1-2)`,
      ]),
      '565890-0001 註冊費_全日班: $1,100-1,500',
      '622060-0001 其他核准收費_報名費: $800 (半日班); $1,000 (全日班)',
    ]);
    for (const schoolNo of ['54843000031', '54843000041', '54843000061', '54843000071']) {
      expect(entries.get(schoolNo)!.additionalInfo.kgFees).toMatchObject({
        registrationHalfDay: 28600,
        registrationWholeDay: 41300,
        asWritten: {
          registrationHalfDay: { text: '$28,600 (K1-2)', max: null },
          registrationWholeDay: { text: '$41,300 (K2-3)', max: null },
        },
      });
    }
    expect(entries.get('56589000011')!.additionalInfo.kgFees).toMatchObject({
      registrationWholeDay: 1100,
      asWritten: { registrationWholeDay: { text: '$1,100-1,500', max: 1500 } },
    });
    expect(entries.get('62206000011')!.additionalInfo.kgFees).toMatchObject({
      applicationFee: 800,
      asWritten: { applicationFee: { text: '$800 (半日班); $1,000 (全日班)', max: 1000 } },
    });
    expect(entries.get('13273000011')!.additionalInfo.kgFees).toMatchObject({ applicationFee: 40, asWritten: { applicationFee: { max: 500 } } });
    expect(entries.get('62419500011')!.additionalInfo.kgFees?.asWritten).toBeNull();
  });

  it('tells a KG without half-day (or whole-day) classes from one whose profile is unknown', () => {
    expect(kgp.filter((r) => r['沒有開辦半日班_備註'] === '沒有開辦半日班')).toHaveLength(248);
    expect(entries.get('56589000011')!.additionalInfo).toMatchObject({ noHalfDayClass: true, noWholeDayClass: false });
    expect(entries.get('62419500011')!.additionalInfo).toMatchObject({ noHalfDayClass: false, noWholeDayClass: true });
    expect(entries.get('54843000031')!.additionalInfo).toMatchObject({ noHalfDayClass: false, noWholeDayClass: false });
  });

  it('reads 不會要求幼兒班兒童執筆寫字 Y / N / empty as true / false / null', () => {
    expect(entries.get('56589000011')!.additionalInfo.noPenWritingK1).toBe(true); // Y
    expect(entries.get('54843000031')!.additionalInfo.noPenWritingK1).toBe(false); // N
    expect(entries.get('21572400011')!.additionalInfo.noPenWritingK1).toBeNull(); // SMALL WORLD CHRISTIAN KINDERGARTEN: empty
  });

  it('writes a fax from the KGP without its spaces, as phones are', () => {
    // 迦南幼稚園（中環堅道）: N.A. in SCH_LOC; KGP 傳真 2559 9806, 電話 2559 9944.
    expect(entries.get('61984100011')).toMatchObject({ fax: '25599806', phone: '25599944' });
  });

  it('reads the PSP test and exam counts as whole numbers', () => {
    expect(entries.get('11576200012')!.additionalInfo.assessments).toEqual({ testsP1: 0, examsP1: 2, testsP2to6: 0, examsP2to6: 3 });
    expect(entries.get('13273000012')!.additionalInfo.assessments).toEqual({ testsP1: 3, examsP1: 3, testsP2to6: 3, examsP2to6: 3 });
  });

  it('lists the SSPA nets a secondary school serves', () => {
    expect(entries.get('51103000013')!.additionalInfo).toMatchObject({ schoolNet: 'HK1', servesNets: ['HK1', 'HK2', 'HK3', 'HK4', 'NT9'] });
    expect(entries.get('19014400013')!.additionalInfo).toMatchObject({ schoolNet: 'NT2', servesNets: ['NT2', 'NT7'] });
  });
});
