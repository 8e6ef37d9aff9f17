// School facts as text where the data needs judgement: what a missing profile value means, and a
// kindergarten site's streams (本地 / 非本地 curricula), which may differ. In the page's language.
import { KG_SCHEME_JOINED } from '../constants.ts';
import { BASE_LOCALE, type Locale } from '../i18n/locale.ts';
import type { School } from '../schemas.ts';
import { RELIGION_LABELS, labelOf } from '../vocabulary.ts';
import { MISSING, present } from './format.ts';
import { yesNo } from './fact-text.ts';

type Maybe<T> = T | null | undefined;

/** A religion by the vocabulary's label (a free-text one as given); none stated is not applicable. */
export function religionText(religion: Maybe<string>, locale: Locale = BASE_LOCALE): string {
  const value = present(religion);
  return value ? labelOf(RELIGION_LABELS, value, locale) : MISSING[locale].notApplicable;
}

/** A blank in a school's profile means none (沒有); without a profile nothing is known (the fallback). */
export function absentText(school: School, unknown?: string, locale: Locale = BASE_LOCALE): string {
  return school.additionalInfo.profileSource ? MISSING[locale].none : (unknown ?? MISSING[locale].notProvided);
}

const CURRICULUM: Record<string, string> = { 本地: 'local', 非本地: 'non-local', 本地及非本地: 'local and non-local' };

/** A kindergarten's curriculum type (本地, 非本地, 本地及非本地) in the page's language; another wording as given. */
export function curriculumText(curriculumType: string, locale: Locale = BASE_LOCALE): string {
  const english = locale === 'en' ? CURRICULUM[curriculumType] : undefined;
  return english ? capitalized(english) : curriculumType;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const streamLabel = (curriculumType: string | null, locale: Locale) =>
  locale === 'en' ? `${CURRICULUM[curriculumType ?? ''] ?? curriculumType ?? ''} curriculum` : `${curriculumType ?? ''}課程`;

/** 是 / 否 for the KG Education Scheme; 是（只限本地課程） when the profiles say only some streams join. */
export function schemeText(school: School, locale: Locale = BASE_LOCALE): string {
  if (school.financialType !== KG_SCHEME_JOINED) return yesNo(false, undefined, locale);
  const streams = school.additionalInfo.streams ?? [];
  const joined = streams.filter((s) => s.schemeStatus === KG_SCHEME_JOINED);
  if (joined.length === 0 || joined.length === streams.length) return yesNo(true, undefined, locale);
  const names = joined.map((s) => streamLabel(s.curriculumType, locale));
  return locale === 'en' ? `Yes (${names.join(', ')} only)` : `是（只限${names.join('、')}）`;
}

/** The registered classroom count, or each stream's when the streams give different counts. */
export function classroomText(school: School, locale: Locale = BASE_LOCALE): string {
  const { classroomCount, streams } = school.additionalInfo;
  if (classroomCount != null) return String(classroomCount);
  const missing = MISSING[locale].notProvided;
  if (!streams) return missing;
  const count = (n: number | null) => (n === null ? missing : locale === 'en' ? `${n}` : `${n} 間`);
  const stream = (s: (typeof streams)[number]) =>
    locale === 'en' ? `${capitalized(streamLabel(s.curriculumType, locale))}: ${count(s.classroomCount)}` : `${streamLabel(s.curriculumType, locale)} ${count(s.classroomCount)}`;
  return streams.map(stream).join(locale === 'en' ? '; ' : '；');
}
