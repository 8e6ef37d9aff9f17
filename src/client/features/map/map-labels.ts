// The map's words for a school in the page's language: its name (the official English one on English pages) and
// the line of facts under it in the list. Pure, so it is unit-tested; the components pass the language in.
import { distanceText } from '../../../shared/display/format.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import type { MapPoint } from '../../../shared/schemas.ts';
import { CATEGORY_LABELS } from '../../../shared/vocabulary/categories.ts';
import { DISTRICT_LABELS } from '../../../shared/vocabulary/districts.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { SCHOOL_TYPE_LABELS } from '../../../shared/vocabulary/school-types.ts';

const HAN = /\p{Script=Han}/u;

/** The school's name in the page's language: on English pages its English name when it has one. */
export const pointName = (school: { name: string; englishName?: string | null }, locale: Locale): string =>
  (locale === 'en' && school.englishName) || school.name;

/** On English pages, the lang of a value that is in Chinese (a name or address the sources give only in Chinese). */
export const dataLang = (text: string, locale: Locale): 'zh-Hant' | undefined => (locale === 'en' && HAN.test(text) ? 'zh-Hant' : undefined);

/** A school category in the page's language: 小學, Primary. */
export const categoryLabel = (category: string, locale: Locale): string => labelOf(CATEGORY_LABELS, category, locale);

/** The list's line under a name: '320 米 · 小學 · 資助 · 九龍城區 · 特殊學校', in English '320 m · Primary · Aided · Kowloon City'. */
export function pointFacts(point: MapPoint, locale: Locale, special: string): string {
  return [
    point.distanceMeters === undefined ? undefined : distanceText(point.distanceMeters, locale),
    categoryLabel(point.schoolCategory, locale),
    labelOf(SCHOOL_TYPE_LABELS, point.schoolType, locale),
    labelOf(DISTRICT_LABELS, point.district, locale),
    point.special ? special : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(' · ');
}

/** The address shown for a school that shares its name with another: the English one on English pages when known. */
export const pointAddress = (point: Pick<MapPoint, 'address' | 'englishAddress'>, locale: Locale): string | undefined =>
  (locale === 'en' && point.englishAddress) || point.address;
