// The one place where missing values become display text (SPEC §5: 未提供, 不適用, 沒有, '-').
export const NOT_PROVIDED = '未提供';
export const NOT_APPLICABLE = '不適用';
export const NONE = '沒有';
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

/** Y → 是, N → 否, anything else → fallback. */
export function yesNo(flag: Maybe<string | boolean>, fallback: string = NOT_PROVIDED): string {
  if (flag === 'Y' || flag === true) return '是';
  if (flag === 'N' || flag === false) return '否';
  return fallback;
}

/** A website as an absolute address: 'http://' is added when the value does not start with http. */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Google Maps search for an address (SPEC: external maps service, new tab). */
export function mapsSearchHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
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

/** An ISO date or date-time as YYYY年M月D日; other text is returned as is. */
export function formatDate(value: Maybe<string>, fallback: string = NOT_PROVIDED): string {
  const text = orDefault(value, '');
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return text || fallback;
  return `${match[1]}年${Number(match[2])}月${Number(match[3])}日`;
}

/** Vacancy code as EDB defines it: Y with vacancy, N without, P applications on the waiting list being processed. */
export function vacancyText(code: Maybe<'Y' | 'N' | 'P'>): string {
  if (code === 'Y') return '有空缺';
  if (code === 'N') return '沒有空缺';
  if (code === 'P') return '正處理輪候名單上的申請';
  return NOT_PROVIDED;
}

/** 男 → 男校, 女 → 女校, 男女 → 男女校. */
export function genderText(gender: Maybe<string>): string {
  if (gender === '男') return '男校';
  if (gender === '女') return '女校';
  if (gender === '男女') return '男女校';
  return NOT_PROVIDED;
}

/** Site area: a bare number gets ' 平方米'; other text is shown as given. */
export function areaText(area: Maybe<string>): string {
  const text = orDefault(area, '');
  if (!text) return NOT_PROVIDED;
  const number = /^(\d+)(\.\d+)?$/.exec(text);
  return number ? `${groupDigits(Number(number[1]))}${number[2] ?? ''} 平方米` : text;
}

/** A person with a title, e.g. 陳大文 + 博士 → 陳大文博士. */
export function personText(name: Maybe<string>, title: Maybe<string>): string {
  const person = orDefault(name, '');
  if (!person) return NOT_PROVIDED;
  return `${person}${orDefault(title, '')}`;
}

/** A straight-line distance: 850 → '850 米', 1234 → '1.2 公里' (whole metres below a kilometre). */
export function distanceText(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} 米` : `${(meters / 1000).toFixed(1)} 公里`;
}
