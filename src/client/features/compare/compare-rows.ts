// What the comparison tables show, one row per fact (SPEC §2 Compare).
import type { Category } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { parseLatLon } from '../../../shared/geo.ts';
import { distanceMeters } from '../../../shared/distance.ts';
import { DASH, NOT_APPLICABLE, distanceText, money, orDefault } from '../../../shared/display/format.ts';
import { genderText, vacancyText } from '../../../shared/display/fact-text.ts';
import { absentText, classroomText, schemeText } from '../../../shared/display/school-text.ts';

export type CompareRow = { label: string; value: (school: School) => string };

/** ✓ 是 / ✗ 否 for a Y / N flag; a dash when the data does not say. */
const tick = (flag: string | null | undefined) => (flag === 'Y' ? '✓ 是' : flag === 'N' ? '✗ 否' : DASH);

export const BASIC_ROWS: CompareRow[] = [
  { label: '地區', value: (s) => s.district },
  { label: '地址', value: (s) => s.address },
  { label: '電話', value: (s) => orDefault(s.phone, DASH) },
  { label: '學校類型', value: (s) => s.schoolType },
  { label: '辦學團體', value: (s) => orDefault(s.sponsoringBody, DASH) },
  { label: '宗教', value: (s) => orDefault(s.religiousAffiliation, NOT_APPLICABLE) },
  { label: '校訓', value: (s) => orDefault(s.motto, DASH) },
  { label: '創校年份', value: (s) => orDefault(s.foundingYear, DASH) },
  { label: '學生性別', value: (s) => genderText(s.gender) },
];

export const CATEGORY_ROWS: Record<Category, CompareRow[]> = {
  幼稚園: [
    { label: '參加幼稚園教育計劃', value: (s) => schemeText(s) },
    { label: '非華語學童支援', value: (s) => tick(s.additionalInfo.nonChineseSupportFunding) },
    { label: '室內遊戲場地', value: (s) => orDefault(s.additionalInfo.indoorPlayArea, absentText(s, DASH)) },
    { label: '戶外遊戲場地', value: (s) => orDefault(s.additionalInfo.outdoorPlayArea, absentText(s, DASH)) },
    { label: '註冊課室數目', value: (s) => classroomText(s) },
    { label: '註冊費（半日班）', value: (s) => money(s.additionalInfo.kgFees?.registrationHalfDay, DASH) },
    { label: '註冊費（全日班）', value: (s) => money(s.additionalInfo.kgFees?.registrationWholeDay, DASH) },
    { label: 'K1 學位空缺', value: (s) => (s.additionalInfo.vacancy ? vacancyText(s.additionalInfo.vacancy.k1) : DASH) },
  ],
  小學: [
    { label: '小一學校網', value: (s) => (s.additionalInfo.schoolNet ? `${s.additionalInfo.schoolNet} 校網` : DASH) },
    { label: '教學語言', value: (s) => orDefault(s.additionalInfo.teachingLanguage, DASH) },
    { label: '上課時間', value: (s) => orDefault(s.additionalInfo.sessionType ?? s.sessions.join('、'), DASH) },
    { label: '聯繫中學', value: (s) => orDefault(s.additionalInfo.linkedSecondarySchool, absentText(s, DASH)) },
    { label: '一條龍中學', value: (s) => orDefault(s.additionalInfo.throughTrainSchool, absentText(s, DASH)) },
  ],
  中學: [
    { label: '教學語言', value: (s) => orDefault(s.additionalInfo.teachingLanguage, DASH) },
    { label: '法團校董會', value: (s) => tick(s.additionalInfo.incorporatedManagementCommittee) },
  ],
};

/** Straight-line distance from the place the parent searched from (`near`, as in the search's URL). */
export function distanceRow(near: string, place: string | undefined): CompareRow {
  const point = parseLatLon(near);
  return {
    label: `直線距離（${place ?? '所選位置'}）`,
    value: (s) =>
      typeof point === 'string' || s.latitude === null || s.longitude === null
        ? DASH
        : distanceText(Math.round(distanceMeters(point, { lat: s.latitude, lon: s.longitude }))),
  };
}

/** The shared category when every school has the same one, else undefined (mixed). */
export function sharedCategory(schools: readonly School[]): Category | undefined {
  const first = schools[0]?.schoolCategory;
  return first && schools.every((school) => school.schoolCategory === first) ? first : undefined;
}
