// A list of schools as spreadsheet rows: the same columns for the search, the shortlist and the compare list,
// named in the page's language; coded values (district, type, …) as the vocabulary labels them in that language,
// amounts and distances as plain numbers.
import type { Translation } from '../i18n/catalogue.ts';
import type { Locale } from '../i18n/locale.ts';
import { annualFee, k1VacancyOf } from '../school-facts.ts';
import type { School } from '../schemas.ts';
import {
  CATEGORY_LABELS,
  DISTRICT_LABELS,
  GENDER_LABELS,
  RELIGION_LABELS,
  SCHOOL_TYPE_LABELS,
  SESSION_LABELS,
  VACANCY_LABELS,
  labelOf,
} from '../vocabulary.ts';
import { type Cell, toCsv } from './csv.ts';
import type { SchoolColumnsTexts } from './school-columns.texts.ts';

/** A school, its distance from a searched place, and the parent's note (a shortlist's). */
export type SchoolRow = { school: School; distanceMeters?: number; note?: string };

type Column = { name: keyof SchoolColumnsTexts; value: (row: SchoolRow, locale: Locale) => Cell };

const COLUMNS: readonly Column[] = [
  { name: 'schoolNo', value: ({ school }) => school.schoolNo },
  { name: 'name', value: ({ school }) => school.name },
  { name: 'englishName', value: ({ school }) => school.englishName },
  { name: 'category', value: ({ school }, locale) => labelOf(CATEGORY_LABELS, school.schoolCategory, locale) },
  { name: 'type', value: ({ school }, locale) => labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale) },
  { name: 'district', value: ({ school }, locale) => labelOf(DISTRICT_LABELS, school.district, locale) },
  { name: 'address', value: ({ school }) => school.address },
  { name: 'englishAddress', value: ({ school }) => school.englishAddress },
  { name: 'phone', value: ({ school }) => school.phone },
  { name: 'website', value: ({ school }) => school.website },
  { name: 'gender', value: ({ school }, locale) => (school.gender ? labelOf(GENDER_LABELS, school.gender, locale) : null) },
  {
    name: 'religion',
    value: ({ school: { religiousAffiliation: religion } }, locale) => religion && labelOf(RELIGION_LABELS, religion, locale),
  },
  { name: 'sessions', value: ({ school }, locale) => school.sessions.map((s) => labelOf(SESSION_LABELS, s, locale)).join('; ') },
  { name: 'annualFee', value: ({ school }) => annualFee(school) },
  { name: 'schoolNet', value: ({ school }) => school.additionalInfo.schoolNet },
  {
    name: 'k1Vacancy',
    value: ({ school }, locale) => (school.schoolCategory === '幼稚園' ? labelOf(VACANCY_LABELS, k1VacancyOf(school), locale) : null),
  },
  { name: 'distance', value: ({ distanceMeters }) => (distanceMeters === undefined ? null : Math.round(distanceMeters)) },
  { name: 'latitude', value: ({ school }) => school.latitude },
  { name: 'longitude', value: ({ school }) => school.longitude },
  { name: 'note', value: ({ note }) => note },
];

/** Columns only some lists have: the distance (a search around a place), the note (the shortlist). */
const OPTIONAL: Partial<Record<keyof SchoolColumnsTexts, keyof SchoolRow>> = { distance: 'distanceMeters', note: 'note' };

/** The rows as CSV; an optional column only when some row has its value. */
export function schoolsCsv(rows: readonly SchoolRow[], texts: Translation<SchoolColumnsTexts>, locale: Locale): string {
  const columns = COLUMNS.filter(({ name }) => {
    const field = OPTIONAL[name];
    return !field || rows.some((row) => row[field] !== undefined);
  });
  return toCsv(
    columns.map((column) => texts[column.name]),
    rows.map((row) => columns.map((column) => column.value(row, locale))),
  );
}
