// KGP: EDB kindergarten profiles (^-separated), keyed by 學校編號 + 校址編號 (one cell may list several sites).
import { parseCsvTable } from './csv-table.ts';
import { cell, isoDate, phoneNumber, wholeNumber, yesNo } from './clean.ts';
import { kgFees } from './kg-fees.ts';
import type { KgFees } from '../../shared/schemas.ts';

export interface KgProfile {
  schoolId: string;
  /** Site numbers, e.g. ['0001', '0002'] for a cell "0001,0002". */
  sites: string[];
  name: string;
  schoolType: string | null;
  schemeStatus: string | null;
  nonChineseSupportFunding: 'Y' | 'N' | null;
  applicationStartDate: string | null;
  applicationEndDate: string | null;
  supervisor: string | null;
  supervisorTitle: string | null;
  principal: string | null;
  principalTitle: string | null;
  classroomCount: number | null;
  outdoorPlayArea: string | null;
  indoorPlayArea: string | null;
  musicRoom: string | null;
  otherSpecialRooms: string | null;
  foundingYear: string | null;
  website: string | null;
  phone: string | null;
  fax: string | null;
  curriculumType: string | null;
  fees: KgFees;
  /** 沒有開辦半日班_備註 / 沒有開辦全日班_備註 say so: true; an empty remark: false. */
  noHalfDayClass: boolean;
  noWholeDayClass: boolean;
  /** 不會要求幼兒班兒童執筆寫字: Y → true, N → false, empty → null. */
  noPenWritingK1: boolean | null;
}

const REQUIRED = [
  '學校編號',
  '校址編號',
  '學校名稱',
  '參加幼稚園教育計劃',
  '非華語學童的支援_獲批資助',
  '開始申請日期',
  '結束申請日期',
  '學校類別',
  '傳真',
  '校監姓名',
  '校監稱謂',
  '校長姓名',
  '校長稱謂',
  '註冊課室數目',
  '戶外遊戲場地',
  '室內遊戲場地',
  '音樂室',
  '其他特別室',
  '創校年份',
  '學校網址',
  '電話',
  '課程類別',
  '收費水平_全年_半日',
  '收費水平_全年_全日',
  '其他核准收費_報名費',
  '註冊費_半日班',
  '註冊費_全日班',
  '收費證明書',
  '沒有開辦半日班_備註',
  '沒有開辦全日班_備註',
  '不會要求幼兒班兒童執筆寫字',
];

export function parseKgProfiles(text: string, file: string): KgProfile[] {
  return parseCsvTable(text, { file, delimiter: '^', required: REQUIRED }).map((r, index) => {
    const schoolId = (r['學校編號'] ?? '').trim();
    const sites = (r['校址編號'] ?? '').split(/[,，\s]+/).filter(Boolean);
    if (!/^\d{6}$/.test(schoolId) || sites.length === 0 || !sites.every((s) => /^\d{4}$/.test(s))) {
      throw new Error(`${file}: record ${index + 1} has an invalid 學校編號/校址編號 "${schoolId}"/"${r['校址編號']}"`);
    }
    return {
      schoolId,
      sites,
      name: (r['學校名稱'] ?? '').trim(),
      schoolType: cell(r['學校類別']),
      schemeStatus: cell(r['參加幼稚園教育計劃']),
      nonChineseSupportFunding: yesNo(r['非華語學童的支援_獲批資助']),
      applicationStartDate: isoDate(r['開始申請日期']),
      applicationEndDate: isoDate(r['結束申請日期']),
      supervisor: cell(r['校監姓名']),
      supervisorTitle: cell(r['校監稱謂']),
      principal: cell(r['校長姓名']),
      principalTitle: cell(r['校長稱謂']),
      classroomCount: wholeNumber(r['註冊課室數目']),
      outdoorPlayArea: cell(r['戶外遊戲場地']),
      indoorPlayArea: cell(r['室內遊戲場地']),
      musicRoom: cell(r['音樂室']),
      otherSpecialRooms: cell(r['其他特別室']),
      foundingYear: cell(r['創校年份']),
      website: cell(r['學校網址']),
      phone: phoneNumber(r['電話']),
      fax: phoneNumber(r['傳真']),
      curriculumType: cell(r['課程類別']),
      fees: kgFees(r),
      noHalfDayClass: cell(r['沒有開辦半日班_備註']) !== null,
      noWholeDayClass: cell(r['沒有開辦全日班_備註']) !== null,
      noPenWritingK1: yesNoFlag(r['不會要求幼兒班兒童執筆寫字']),
    };
  });
}

const yesNoFlag = (value: string | undefined) => {
  const flag = yesNo(value);
  return flag === null ? null : flag === 'Y';
};
