// What the comparison tables show, one row per fact, by category (SPEC §2 Compare, issue 9), in the page's
// language: for the page, its print layout and its CSV alike. Each row names the group of facts it comes from
// (FactSources) for the provenance note, and the number fact whose medians go beside it.
import type { Category } from '../constants.ts';
import { distanceMeters } from '../distance.ts';
import { DASH, distanceText, money, orDefault } from '../display/format.ts';
import { genderText, vacancyText, yesNo } from '../display/fact-text.ts';
import { absentText, classroomText, religionText, schemeText } from '../display/school-text.ts';
import { addressText, sessionsText, teachingLanguageText } from '../display/brief-text.ts';
import type { LatLon } from '../geo.ts';
import { annualFee } from '../school-facts.ts';
import type { Translation } from '../i18n/catalogue.ts';
import type { Locale } from '../i18n/locale.ts';
import type { FactSources, KgFees, School } from '../schemas.ts';
import { DISTRICT_LABELS, SCHOOL_TYPE_LABELS, labelOf } from '../vocabulary.ts';
import type { CompareRowsTexts } from './compare-rows.texts.ts';
import type { NumberFactKey } from './number-facts.ts';

export type RowContext = { locale: Locale; t: Translation<CompareRowsTexts> };
export type SourceGroup = keyof FactSources;

export type CompareRow = {
  key: string;
  label: (c: RowContext) => string;
  /** The group of facts the row's value comes from, for a school. */
  source: (school: School) => SourceGroup;
  /** The number fact whose district and Hong Kong medians go beside the value. */
  number?: NumberFactKey;
  value: (school: School, c: RowContext) => string;
};

type TextKey = { [K in keyof CompareRowsTexts]: CompareRowsTexts[K] extends string ? K : never }[keyof CompareRowsTexts];

function row(key: TextKey, source: SourceGroup | ((school: School) => SourceGroup), value: CompareRow['value'], number?: NumberFactKey): CompareRow {
  return { key, label: ({ t }) => t[key], source: typeof source === 'string' ? () => source : source, value, ...(number ? { number } : {}) };
}

/** ✓ 是 / ✗ 否 for a Y / N flag; a dash when the data does not say. */
const tick = (flag: string | null | undefined, { t }: RowContext) => (flag === 'Y' ? t.yes : flag === 'N' ? t.no : DASH);
/** A profile's name of a related school: none (沒有) when the profile leaves it blank, a dash without a profile. */
const named = (value: string | null | undefined, school: School, { locale }: RowContext) => orDefault(value, absentText(school, DASH, locale));
const count = (n: number | null | undefined) => (n == null ? DASH : String(n));

type KgFeeKey = Exclude<keyof KgFees, 'certificateUrl' | 'asWritten'>;
/** A KG fee as the profile writes it when it is text ($28,600 (K1-2)), else the amount; a class not run says so. */
function kgFee(key: KgFeeKey, notRun?: { flag: 'noHalfDayClass' | 'noWholeDayClass' }) {
  return (school: School, { t }: RowContext) => {
    const info = school.additionalInfo;
    const written = info.kgFees?.asWritten?.[key]?.text;
    if (written) return written;
    const amount = info.kgFees?.[key];
    if (amount == null && notRun && info[notRun.flag] === true) return t[notRun.flag];
    return money(amount, DASH);
  };
}

function tuition(school: School, { t }: RowContext): string {
  const fees = school.additionalInfo.fees;
  if (fees?.tuitionMin == null) return DASH;
  return fees.tuitionMax !== null && fees.tuitionMax !== fees.tuitionMin ? t.range(money(fees.tuitionMin), money(fees.tuitionMax)) : money(fees.tuitionMin);
}

const language = (school: School, { locale }: RowContext) => teachingLanguageText(school.additionalInfo.teachingLanguage, locale, DASH);

export const BASIC_ROWS: readonly CompareRow[] = [
  row('district', 'directory', (s, { locale }) => labelOf(DISTRICT_LABELS, s.district, locale)),
  row('address', 'directory', (s, { locale }) => addressText(s, locale)),
  row('phone', 'directory', (s) => orDefault(s.phone, DASH)),
  row('schoolType', 'directory', (s, { locale }) => labelOf(SCHOOL_TYPE_LABELS, s.schoolType, locale)),
  row('sponsoringBody', 'profile', (s) => orDefault(s.sponsoringBody, DASH)),
  row('religion', 'directory', (s, { locale }) => religionText(s.religiousAffiliation, locale)),
  row('motto', 'profile', (s) => orDefault(s.motto, DASH)),
  row('foundingYear', 'profile', (s) => orDefault(s.foundingYear, DASH)),
  row('gender', 'directory', (s, { locale }) => genderText(s.gender, locale)),
];

/** The fee row of a comparison across categories: each school's lowest annual fee as its category has it. */
export const MIXED_ROWS: readonly CompareRow[] = [
  row('annualFee', (s) => (s.schoolCategory === '幼稚園' ? 'profile' : 'dssFees'), (s) => money(annualFee(s), DASH)),
];

const vacancy = (form: 'k1' | 'k2' | 'k3') => (s: School, { locale }: RowContext) =>
  s.additionalInfo.vacancy ? vacancyText(s.additionalInfo.vacancy[form], locale) : DASH;

export const CATEGORY_ROWS: Record<Category, readonly CompareRow[]> = {
  幼稚園: [
    row('scheme', 'directory', (s, { locale }) => schemeText(s, locale)),
    row('sessions', 'directory', (s, { locale }) => sessionsText(s.sessions, locale, DASH)),
    row('childCareHalfDay', 'profile', kgFee('childCareHalfDay'), 'childCareHalfDay'),
    row('childCareWholeDay', 'profile', kgFee('childCareWholeDay'), 'childCareWholeDay'),
    row('registrationHalfDay', 'profile', kgFee('registrationHalfDay', { flag: 'noHalfDayClass' }), 'registrationHalfDay'),
    row('registrationWholeDay', 'profile', kgFee('registrationWholeDay', { flag: 'noWholeDayClass' }), 'registrationWholeDay'),
    row('vacancyK1', 'vacancy', vacancy('k1')),
    row('vacancyK2', 'vacancy', vacancy('k2')),
    row('vacancyK3', 'vacancy', vacancy('k3')),
    row('noPenWritingK1', 'profile', (s, { locale }) => yesNo(s.additionalInfo.noPenWritingK1, DASH, locale)),
    row('nonChineseSupport', 'profile', (s, c) => tick(s.additionalInfo.nonChineseSupportFunding, c)),
    row('indoorPlayArea', 'profile', (s, c) => named(s.additionalInfo.indoorPlayArea, s, c)),
    row('outdoorPlayArea', 'profile', (s, c) => named(s.additionalInfo.outdoorPlayArea, s, c)),
    row('classrooms', 'profile', (s, { locale }) => classroomText(s, locale), 'classroomCount'),
  ],
  小學: [
    row('schoolNet', 'profile', (s, { t }) => (s.additionalInfo.schoolNet ? t.net(s.additionalInfo.schoolNet) : DASH)),
    row('teachingLanguage', 'profile', language),
    row('sessionType', 'profile', (s, { locale }) => orDefault(s.additionalInfo.sessionType, sessionsText(s.sessions, locale, DASH))),
    row('p1Classes', 'profile', (s) => count(s.additionalInfo.p1Classes?.thisYear), 'p1Classes'),
    row('p1ClassesLastYear', 'profile', (s) => count(s.additionalInfo.p1Classes?.lastYear)),
    row('throughTrain', 'profile', (s, c) => named(s.additionalInfo.throughTrainSchool, s, c)),
    row('feeder', 'profile', (s, c) => named(s.additionalInfo.feederSecondarySchool, s, c)),
    row('linked', 'profile', (s, c) => named(s.additionalInfo.linkedSecondarySchool, s, c)),
    row('assessmentsP1', 'profile', (s, { t }) => {
      const a = s.additionalInfo.assessments;
      return a ? t.assessments(count(a.testsP1), count(a.examsP1)) : DASH;
    }),
    row('assessmentsP2to6', 'profile', (s, { t }) => {
      const a = s.additionalInfo.assessments;
      return a ? t.assessments(count(a.testsP2to6), count(a.examsP2to6)) : DASH;
    }, 'assessmentsP2to6'),
    row('dssTuition', 'dssFees', tuition, 'annualFee'),
  ],
  中學: [
    row('teachingLanguage', 'profile', language),
    row('committee', 'profile', (s, c) => tick(s.additionalInfo.incorporatedManagementCommittee, c)),
    row('dssTuition', 'dssFees', tuition, 'annualFee'),
    row('s1Classes', 'profile', (s) => count(s.additionalInfo.secondaryProfile?.classesPerForm[0]), 's1Classes'),
    row('classesPerForm', 'profile', (s) => s.additionalInfo.secondaryProfile?.classesPerForm.map(count).join(' / ') ?? DASH),
    row('throughTrainPrimary', 'profile', (s) => orDefault(s.additionalInfo.throughTrainPrimary, DASH)),
  ],
};

/** Straight-line distance from the place the parent searched from (`near`, as in the search's URL). */
export function distanceRow(point: LatLon, place: string | undefined): CompareRow {
  return {
    key: 'distance',
    label: ({ t }) => t.distance(place ?? t.chosenPlace),
    source: () => 'directory',
    value: (s, { locale }) =>
      s.latitude === null || s.longitude === null ? DASH : distanceText(Math.round(distanceMeters(point, { lat: s.latitude, lon: s.longitude })), locale),
  };
}

/** The shared category when every school has the same one, else undefined (mixed). */
export function sharedCategory(schools: readonly School[]): Category | undefined {
  const first = schools[0]?.schoolCategory;
  return first && schools.every((school) => school.schoolCategory === first) ? first : undefined;
}

/** The rows of a comparison: the basic ones, then the category's own, or the fee row when categories differ. */
export function compareSections(schools: readonly School[], distance?: CompareRow) {
  const category = sharedCategory(schools);
  const basic = [...(distance ? [distance] : []), ...BASIC_ROWS, ...(category ? [] : MIXED_ROWS)];
  return { category, basic, own: category ? CATEGORY_ROWS[category] : [] };
}

/** True when the schools' values of the row are not all the same. */
export const rowDiffers = (row: CompareRow, schools: readonly School[], c: RowContext) =>
  new Set(schools.map((school) => row.value(school, c))).size > 1;
