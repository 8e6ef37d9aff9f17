// The SSP parser against the real header (every column read exists there, by name) and fixture rows in the
// real format; a file without a column it reads is refused, naming the file and the column.
import { describe, expect, it } from 'vitest';
import { SSP_HEADER_FILE, SSP_MINI_ROWS, sspCsv, sspHeader } from './fixtures/ssp-fixture.ts';
import { SSP_COLUMNS, parseSecondaryProfiles } from './parse-secondary-profiles.ts';

const FILE = 'chsc/SSP_2025_2026_tc.csv';
const [dbs, hospital] = parseSecondaryProfiles(sspCsv(SSP_MINI_ROWS), FILE);

describe('parseSecondaryProfiles', () => {
  it('reads only columns of the real header (103 columns)', () => {
    const header = sspHeader();
    expect(header, SSP_HEADER_FILE).toHaveLength(103);
    expect(SSP_COLUMNS.filter((column) => !header.includes(column))).toEqual([]);
    expect(new Set(SSP_COLUMNS).size).toBe(SSP_COLUMNS.length);
  });

  it('reads classes, fees and charges: numbers as numbers, text without quotes or HTML', () => {
    expect(dbs!.facts).toMatchObject({
      classesPerForm: [6, 6, null, null, null, 5],
      tuitionPerForm: [63330, null, null, null, null, 70000],
      tongFaiPerForm: [340, null, null, null, null, null],
      ptaFee: '500（6年）',
      studentUnionFee: '$30',
      nonStandardCharges: '特定用途費:$0\n冷氣費：$0（中一至中六）',
      otherCharges: 'US$0',
      s1Admission: '學業成績60%、課外活動表現20%、面試表現15%、其他5%',
      facilities: '禮堂、游泳池',
      transport: '巴士：1、1A；\n港鐵：旺角站、旺角東站。',
      otherDistricts: ['荃灣區', '離島區'],
      teachers: { approvedPosts: 80, total: 95, trainedPct: 96, bachelorPct: null },
    });
    expect(dbs!.classroomCount).toBe(40);
  });

  it('reads the 12 subject columns as lists and derives the S1–S3 teaching language', () => {
    expect(dbs!.facts.subjects2025).toEqual({
      juniorChinese: ['中國語文', '中國歷史', '普通話'],
      juniorEnglish: ['英國語文', '數學', '綜合科學', '地理（中三）'],
      juniorByClass: [],
      seniorChinese: [],
      seniorEnglish: [],
      seniorByClass: [],
    });
    expect(dbs!.facts.subjects2026.seniorEnglish).toEqual(['英國語文', '物理', '化學']);
    expect(dbs!.teachingLanguage).toBe('英文'); // only language subjects in Chinese
    expect(hospital!.teachingLanguage).toBe('中文及英文');
  });

  it('keeps the other sections as text by topic: links stripped, full-width spaces and colons cleaned', () => {
    expect(dbs!.facts.texts).toEqual({
      feeRemission: '設有學費減免計劃超連結',
      managementLink: 'https://www.dbs.edu.hk/management',
      schoolEthos: '關愛\n自律',
    });
    expect(JSON.stringify(dbs)).not.toMatch(/<[a-z]/i);
    expect(hospital!.facts.texts).toEqual({});
    expect(hospital!.facts.otherDistricts).toEqual([]);
  });

  it('refuses a file without a column it reads, naming the file and the column', () => {
    const header = sspHeader().map((column) => (column === '他區' ? '其他地區' : column));
    expect(() => parseSecondaryProfiles(sspCsv([SSP_MINI_ROWS[1]!], header), FILE)).toThrow(
      `${FILE}: header lacks required column(s) 他區`,
    );
    const shifted = sspHeader().filter((column) => column !== '本學年中三班數');
    expect(() => parseSecondaryProfiles(sspCsv([SSP_MINI_ROWS[1]!], shifted), FILE)).toThrow(/chsc\/SSP_2025_2026_tc\.csv: header lacks required column\(s\) 本學年中三班數/);
  });
});
