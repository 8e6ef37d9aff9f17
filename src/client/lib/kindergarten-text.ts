// Kindergarten facts as text, where a site's streams (本地 / 非本地 curricula) may differ.
import { KG_SCHEME_JOINED } from '../../shared/constants.ts';
import type { School } from '../../shared/schemas.ts';
import { NOT_PROVIDED } from './format.ts';

const streamLabel = (curriculumType: string | null) => `${curriculumType ?? ''}課程`;

/** 是 / 否 for the KG Education Scheme; 是（只限本地課程） when only some streams join. */
export function schemeText(school: School): string {
  if (school.financialType !== KG_SCHEME_JOINED) return '否';
  const streams = school.additionalInfo.streams ?? [];
  const joined = streams.filter((s) => s.schemeStatus === KG_SCHEME_JOINED);
  if (joined.length === streams.length) return '是';
  return `是（只限${joined.map((s) => streamLabel(s.curriculumType)).join('、')}）`;
}

/** The registered classroom count, or each stream's when the streams give different counts. */
export function classroomText(school: School): string {
  const { classroomCount, streams } = school.additionalInfo;
  if (classroomCount != null) return String(classroomCount);
  if (!streams) return NOT_PROVIDED;
  return streams.map((s) => `${streamLabel(s.curriculumType)} ${s.classroomCount ?? NOT_PROVIDED} 間`).join('；');
}
