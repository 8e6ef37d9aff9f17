import { describe, expect, it } from 'vitest';
import { buildDirectory } from './build-directory.ts';
import { fixtureSources } from './fixtures/fixture-sources.ts';
import { parseSources } from './parse-sources.ts';

const DATE = '2026-01-01T00:00:00.000Z';
const build = (options: Parameters<typeof fixtureSources>[0] = {}) =>
  buildDirectory(parseSources(fixtureSources(options)), DATE);
const { rows, report } = build({ withSecondary: true });
const bySchoolNo = (schoolNo: string) => {
  const row = rows.find((r) => r.schoolNo === schoolNo);
  if (!row) throw new Error(`no entry ${schoolNo}`);
  return row;
};

describe('buildDirectory: entries from SCH_LOC', () => {
  it('makes one entry per SCHOOL NO. digits 1-11 and counts categories', () => {
    expect(rows).toHaveLength(18);
    expect(report.entries).toEqual({ 幼稚園: 6, 小學: 8, 中學: 4 });
    expect(report.rowsRead['edb/SCH_LOC_EDB.csv']).toBe(19);
  });

  it('merges AM and PM rows into one entry with ordered sessions, taking the first value present', () => {
    const kg = bySchoolNo('13144000011');
    expect(kg.sessions).toEqual(['上午', '下午']);
    expect(kg.fax).toBe('25469999'); // N.A. on the PM row, given on the AM row
    expect(kg.website).toBe('http://www.ssc.edu.hk'); // 網頁, not the English page in WEBSITE
  });

  it('maps category, type, gender, religion and N.A. values', () => {
    expect(bySchoolNo('11576200012')).toMatchObject({ schoolCategory: '小學', schoolType: '資助', gender: '男女', religiousAffiliation: '不適用' });
    expect(bySchoolNo('70000000013')).toMatchObject({ schoolType: '按位津貼', religiousAffiliation: '儒釋道三教', financialType: '按位津貼' });
    expect(bySchoolNo('60000000013')).toMatchObject({ schoolType: '私立', sessions: ['夜校'], financialType: '私立獨立學校計劃' });
    expect(bySchoolNo('90000100012')).toMatchObject({ schoolType: '私立', financialType: '英基學校協會', religiousAffiliation: null });
    expect(bySchoolNo('32423000021').religiousAffiliation).toBe('不適用'); // 無
    expect(bySchoolNo('32423000011').religiousAffiliation).toBeNull(); // N.A.
    expect(bySchoolNo('99900100011')).toMatchObject({ phone: null, latitude: null, longitude: null, gender: '女' });
    expect(bySchoolNo('52100000013')).toMatchObject({
      religiousAffiliation: '不適用',
      additionalInfo: { edbCategory: '資助特殊學校', specialSchool: true },
    });
  });

  it('builds searchText from the folded Chinese and English names', () => {
    expect(bySchoolNo('80000000012').searchText).toBe('觀塘官立小學(秀明道) kwuntonggovernmentprimaryschool(saumingroad)');
    expect(rows.every((r) => r.importedDate === DATE)).toBe(true);
  });

  it('checks LATITUDE/LONGITUDE against the HK1980 grid, taking the grid where only it lies in the row\'s 分區', () => {
    // 無概覽幼稚園 (元朗區): lat/lon 22.4,114.0 lies in 屯門區, its grid 821884/833844 6.2 km away in 元朗區.
    expect(bySchoolNo('99900200011')).toMatchObject({ latitude: 22.44395809, longitude: 114.03713051 });
    // 同名學校 (南區): its grid lies 1.5 km away, but lat/lon is in 南區 already: kept, and reported.
    expect(bySchoolNo('90000100012')).toMatchObject({ latitude: 22.24, longitude: 114.16 });
    expect(report.coordinates).toEqual({
      checked: 3, // the rows with both positions (the others have no grid, or lat/lon 0,0)
      mismatches: [
        { schoolNo: '999002000113', name: '無概覽幼稚園', distanceM: 6201, used: 'grid', latLonDistrict: '屯門區', gridDistrict: '元朗區' },
        { schoolNo: '900001000123', name: '同名學校', distanceM: 1489, used: 'latLon', latLonDistrict: '南區', gridDistrict: '南區' },
      ],
    });
  });

  it('reads the JSON layout to the same directory', () => {
    expect(build({ withSecondary: true, locationJson: true }).rows).toEqual(rows);
  });
});

describe('buildDirectory: kindergarten joins', () => {
  it('fills a KG from its profile, with vacancy data; the scheme list outranks the profile\'s 申請審核中', () => {
    expect(bySchoolNo('13144000011')).toMatchObject({
      schoolType: '非牟利',
      financialType: '有參加',
      principal: '李小美',
      principalTitle: '女士',
      supervisor: '陳大文',
      supervisorTitle: '先生',
      foundingYear: '1950',
      area: null,
      additionalInfo: {
        classroomCount: 6,
        outdoorPlayArea: '有',
        indoorPlayArea: '有',
        musicRoom: null,
        otherSpecialRooms: '沒有',
        applicationStartDate: '2025-09-01',
        applicationEndDate: '2025-10-15',
        nonChineseSupportFunding: 'Y',
        curriculumType: '本地',
        profileSource: '幼稚園概覽（教育局）',
        kgFees: {
          applicationFee: 40,
          registrationHalfDay: 970,
          registrationWholeDay: 1570,
          childCareHalfDay: null,
          childCareWholeDay: 45264,
          certificateUrl: 'http://applications.edb.gov.hk/schoolsearch/schoolfee/131440.pdf',
          asWritten: null,
        },
        vacancy: { k1: 'Y', k2: 'N', k3: 'P', asAt: '2026-09-08' },
        noHalfDayClass: false,
        noWholeDayClass: false,
        noPenWritingK1: true,
      },
    });
  });

  it('joins a profile listing sites "0001,0002" to both sites', () => {
    for (const schoolNo of ['32423000011', '32423000021']) {
      expect(bySchoolNo(schoolNo)).toMatchObject({
        schoolType: '私立',
        financialType: '沒有參加',
        principal: null,
        fax: '23450000', // N.A. at site 1, NIL at site 2: both missing, so the profile's 2345 0000, without spaces
        website: 'http://www.mingngai.edu.hk',
        additionalInfo: {
          kgFees: {
            applicationFee: 800,
            registrationHalfDay: 28600,
            registrationWholeDay: null,
            childCareHalfDay: 90000,
            certificateUrl: null,
            asWritten: {
              applicationFee: { text: '$800 (半日班); $1,000 (全日班)', max: 1000 },
              registrationHalfDay: { text: '$28,600 (K1-2)', max: null },
            },
          },
          noHalfDayClass: false,
          noWholeDayClass: true,
          noPenWritingK1: false,
        },
      });
    }
    expect(bySchoolNo('32423000011').phone).toBe('23451234'); // N.A. in SCH_LOC: the profile's, without spaces
    expect(bySchoolNo('32423000021').phone).toBe('25671234');
  });

  it('merges the 本地/非本地 stream profiles of one site, keeping what differs per stream', () => {
    expect(bySchoolNo('21574000011')).toMatchObject({
      financialType: '有參加',
      website: 'http://www.stanna.edu.hk',
      additionalInfo: {
        curriculumType: '本地及非本地',
        classroomCount: null, // 9 and 3: not guessed
        streams: [
          { curriculumType: '本地', schemeStatus: '有參加', classroomCount: 9 },
          { curriculumType: '非本地', schemeStatus: '沒有參加', classroomCount: 3 },
        ],
        otherSpecialRooms: '圖書室',
        // The local stream gives no whole-day registration fee: the other stream's, with its text.
        kgFees: {
          applicationFee: 0,
          registrationHalfDay: 970,
          registrationWholeDay: 1100,
          childCareHalfDay: 32030,
          asWritten: { registrationWholeDay: { text: '$1,100-1,500', max: 1500 } },
        },
        noPenWritingK1: true, // the local stream's Y; the other stream leaves it empty
      },
    });
    expect(bySchoolNo('13144000011').additionalInfo.streams).toBeUndefined();
  });

  it('decides KGs without a profile from the scheme list', () => {
    expect(bySchoolNo('99900100011')).toMatchObject({ schoolType: '非牟利', financialType: '有參加' });
    expect(bySchoolNo('99900200011')).toMatchObject({ schoolType: '私立', financialType: null, additionalInfo: { profileSource: null } });
  });

  it('reports matched and missed KG rows', () => {
    expect(report.joins.kgProfiles).toMatchObject({ records: 5, matched: 4, missed: 1 });
    expect(report.joins.kgProfiles!.unmatched).toEqual(['601420-0001 YORK INTERNATIONAL PRE-SCHOOL (HONG KONG)']);
    expect(report.joins.kgScheme).toMatchObject({ matched: 2, missed: 1, unmatched: ['SOMEWHERE KINDERGARTEN'] });
    expect(report.joins.kgVacancy).toMatchObject({ matched: 1, missed: 1 });
  });
});

describe('buildDirectory: primary and secondary joins', () => {
  it('fills a primary school from the PSP', () => {
    expect(bySchoolNo('11576200012')).toMatchObject({
      email: 'admin@ychchtps.edu.hk',
      motto: '尊仁濟世',
      foundingYear: '1992',
      principal: '徐劍',
      principalTitle: '校長',
      supervisor: '蔡少洲',
      supervisorTitle: '太平紳士',
      sponsoringBody: '仁濟醫院',
      area: '8000',
      additionalInfo: {
        profileSource: '小學概覽（家校會）',
        schoolNet: '84',
        sessionType: '全日',
        teachingLanguage: '中文（包括：普通話）及英文',
        incorporatedManagementCommittee: 'Y',
        classroomCount: 26,
        otherSpecialRooms: '常識室、\n視藝室、\n音樂室',
        throughTrainSchool: '按位書院', // from the EDB through-train list: the PSP says '-'
        assessments: { testsP1: 0, examsP1: 2, testsP2to6: 0, examsP2to6: 3 },
      },
    });
    expect(bySchoolNo('51206000022').additionalInfo.assessments).toEqual({ testsP1: 1, examsP1: 2, testsP2to6: 2, examsP2to6: 3 });
    expect(bySchoolNo('18000000012').additionalInfo.assessments).toBeNull(); // 不適用, -, -, -
  });

  it('joins all sites of one school, cleaning links and quoted money', () => {
    for (const schoolNo of ['51206000012', '51206000022']) {
      expect(bySchoolNo(schoolNo)).toMatchObject({
        website: 'http://www.hfcs.edu.hk',
        area: '2000 (另有分校)',
        gender: '男女', // the profile's; SCH_LOC says 女
        religiousAffiliation: '天主教',
        additionalInfo: {
          incorporatedManagementCommittee: 'N',
          linkedSecondarySchool: '嘉諾撒聖家書院',
          fees: { tuitionMin: null, tuitionMax: null, boarding: null, profileNote: '$30' },
        },
      });
    }
  });

  it('takes a religion the profile names over the location file\'s, but not its 其他', () => {
    expect(bySchoolNo('80000100012').religiousAffiliation).toBe('基督教'); // SCH_LOC: 不適用
    expect(bySchoolNo('90000100012').religiousAffiliation).toBeNull(); // profile: 其他; SCH_LOC: N.A.
    expect(bySchoolNo('11576200012').motto).toBe('尊仁濟世'); // 「尊仁濟世」 in the profile
  });

  it('handles section suffixes and bracket shapes, and never joins a wrong school', () => {
    expect(bySchoolNo('18000000012')).toMatchObject({
      fax: '27611111',
      additionalInfo: {
        throughTrainSchool: '拔萃男書院',
        schoolNet: null,
        fees: { tuitionMin: 60000, tuitionMax: 60000, boarding: null, profileNote: '$65650 分十期繳交' },
      },
    });
    expect(bySchoolNo('80000000012').additionalInfo.schoolNet).toBe('48');
    expect(bySchoolNo('80000100012').additionalInfo.schoolNet).toBe('46');
    expect(bySchoolNo('90000100012').additionalInfo.schoolNet).toBe('18'); // 香港南區 picks the 南區 school
    expect(bySchoolNo('90000000012').additionalInfo.schoolNet).toBeUndefined();
    expect(report.joins.primaryProfiles).toMatchObject({ records: 7, matched: 6, missed: 1, unmatched: ['不存在小學 (no such name)'] });
  });

  it('fills secondary schools from the SSP, DSS fees and SSPA nets', () => {
    expect(bySchoolNo('18000000013')).toMatchObject({
      motto: 'Quaerere Verum',
      principal: '張勇邦',
      supervisor: '鄺保羅',
      sponsoringBody: '拔萃男書院校董會',
      area: '34000',
      foundingYear: '1869',
      additionalInfo: {
        principalQualification: '教育碩士\n理學士',
        classroomCount: 40,
        teachingLanguage: '英文',
        incorporatedManagementCommittee: null,
        profileSource: '中學概覽（家校會）',
        fees: { tuitionMin: 50000, tuitionMax: 60000, boarding: '$70000-$80000', profileNote: null },
      },
    });
    expect(bySchoolNo('52100000013').additionalInfo).toMatchObject({ incorporatedManagementCommittee: 'Y', teachingLanguage: '中文及英文' });
    expect(bySchoolNo('70000000013').additionalInfo).toMatchObject({ schoolNet: 'NT8', servesNets: ['HK1', 'NT8'] });
    expect(report.joins.sspaNets).toMatchObject({ matched: 1, missed: 1 });
  });

  it('leaves the secondary profile join out when the optional file is absent', () => {
    const without = build();
    expect(without.report.joins.secondaryProfiles).toBeUndefined();
    expect(without.rows.find((r) => r.schoolNo === '18000000013')?.motto).toBeNull();
  });
});
