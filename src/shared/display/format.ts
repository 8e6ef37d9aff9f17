// The display rules of values, for the pages, the server's rendering and the exports alike, with the language as a
// parameter: the one place where missing values become display text (SPEC §5: 未提供, 不適用, 沒有, '-'),
// numbers, money, dates and distances.
import { BASE_LOCALE, inEveryLocale, type Locale } from '../i18n/locale.ts';

/** The words for a value that is missing, not applicable, or none, in each language. */
export const MISSING: Record<Locale, { notProvided: string; notApplicable: string; none: string }> = inEveryLocale({
  'zh-HK': { notProvided: '未提供', notApplicable: '不適用', none: '沒有' },
  en: { notProvided: 'Not provided', notApplicable: 'Not applicable', none: 'None' },
});
export const NOT_PROVIDED = MISSING[BASE_LOCALE].notProvided;
export const NOT_APPLICABLE = MISSING[BASE_LOCALE].notApplicable;
export const NONE = MISSING[BASE_LOCALE].none;
export const DASH = '-';

type Maybe<T> = T | null | undefined;

/** The sources' markers for "no value" (the importer drops them too; old rows may still hold one). */
const MISSING_MARKERS = new Set(['-', '/', 'N.A.', 'N.A', 'NA', 'N/A', '沒有資料', '沒有此項目']);

/** The trimmed value, or undefined when it is missing, blank or a missing marker such as 'N.A'. */
export function present(value: Maybe<string | number>): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' || MISSING_MARKERS.has(text.toUpperCase()) ? undefined : text;
}

/** The value, or the fallback when it is missing (see `present`). */
export function orDefault(value: Maybe<string | number>, fallback: string = NOT_PROVIDED): string {
  return present(value) ?? fallback;
}

/**
 * 2295 → '2,295', as toLocaleString('zh-HK') writes it. Not Intl: its first call loads the locale data,
 * about 100 ms of main thread on a mid-range phone.
 */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** HK$ amount with thousands separators, or the fallback. */
export function money(amount: Maybe<number>, fallback: string = NOT_PROVIDED): string {
  return amount === null || amount === undefined ? fallback : `HK$${groupDigits(amount)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO date or date-time as YYYY年M月D日 (in English: 23 Nov 2026); other text is returned as is. */
export function formatDate(value: Maybe<string>, fallback: string = NOT_PROVIDED, locale: Locale = BASE_LOCALE): string {
  const text = orDefault(value, '');
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return text || fallback;
  const [year, month, day] = [match[1], Number(match[2]), Number(match[3])];
  return locale === 'en' ? `${day} ${MONTHS[month - 1]} ${year}` : `${year}年${month}月${day}日`;
}

const DISTANCE_UNITS: Record<Locale, [metres: string, kilometres: string]> = inEveryLocale({ 'zh-HK': [' 米', ' 公里'], en: [' m', ' km'] });

/** A straight-line distance: 850 → '850 米', 1234 → '1.2 公里', 2000 → '2 公里' (whole metres below a kilometre);
 * in English 850 m, 1.2 km. */
export function distanceText(meters: number, locale: Locale = BASE_LOCALE): string {
  const [m, km] = DISTANCE_UNITS[locale];
  return meters < 1000 ? `${Math.round(meters)}${m}` : `${Number((meters / 1000).toFixed(1))}${km}`;
}
