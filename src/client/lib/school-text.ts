// School facts as text where the data needs judgement: what a missing profile value means, and a
// kindergarten site's streams (本地 / 非本地 curricula), which may differ.
import { KG_SCHEME_JOINED } from '../../shared/constants.ts';
import type { School } from '../../shared/schemas.ts';
import { NONE, NOT_PROVIDED } from '../../shared/display/format.ts';

/** A blank in a school's profile means none (沒有); without a profile nothing is known (the fallback). */
export function absentText(school: School, unknown: string = NOT_PROVIDED): string {
  return school.additionalInfo.profileSource ? NONE : unknown;
}

const streamLabel = (curriculumType: string | null) => `${curriculumType ?? ''}課程`;

/** 是 / 否 for the KG Education Scheme; 是（只限本地課程） when the profiles say only some streams join. */
export function schemeText(school: School): string {
  if (school.financialType !== KG_SCHEME_JOINED) return '否';
  const streams = school.additionalInfo.streams ?? [];
  const joined = streams.filter((s) => s.schemeStatus === KG_SCHEME_JOINED);
  if (joined.length === 0 || joined.length === streams.length) return '是';
  return `是（只限${joined.map((s) => streamLabel(s.curriculumType)).join('、')}）`;
}

/** The registered classroom count, or each stream's when the streams give different counts. */
export function classroomText(school: School): string {
  const { classroomCount, streams } = school.additionalInfo;
  if (classroomCount != null) return String(classroomCount);
  if (!streams) return NOT_PROVIDED;
  const count = (n: number | null) => (n === null ? NOT_PROVIDED : `${n} 間`);
  return streams.map((s) => `${streamLabel(s.curriculumType)} ${count(s.classroomCount)}`).join('；');
}
