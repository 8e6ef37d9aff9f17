// How the detail and compare pages word a school's facts: yes/no, vacancy codes, gender, site area, people,
// links, in the page's language. Apart from format.ts so that the first screens, which need none of it, do not
// carry it.
import type { Gender } from '../constants.ts';
import { GENDER_LABELS, VACANCY_LABELS, labelOf } from '../vocabulary.ts';
import { BASE_LOCALE, inEveryLocale, type Locale } from '../i18n/locale.ts';
import { MISSING, groupDigits, orDefault } from './format.ts';

type Maybe<T> = T | null | undefined;

const YES_NO: Record<Locale, [yes: string, no: string]> = inEveryLocale({ 'zh-HK': ['是', '否'], en: ['Yes', 'No'] });

/** Y → 是 (Yes), N → 否 (No), anything else → fallback. */
export function yesNo(flag: Maybe<string | boolean>, fallback?: string, locale: Locale = BASE_LOCALE): string {
  if (flag === 'Y' || flag === true) return YES_NO[locale][0];
  if (flag === 'N' || flag === false) return YES_NO[locale][1];
  return fallback ?? MISSING[locale].notProvided;
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

/** A vacancy code (Y, N, P) in the vocabulary's words. */
export function vacancyText(code: Maybe<'Y' | 'N' | 'P'>, locale: Locale = BASE_LOCALE): string {
  return code ? labelOf(VACANCY_LABELS, code, locale) : MISSING[locale].notProvided;
}

/** 男 → 男校, 女 → 女校, 男女 → 男女校 (the vocabulary's labels). */
export function genderText(gender: Maybe<Gender>, locale: Locale = BASE_LOCALE): string {
  return gender ? labelOf(GENDER_LABELS, gender, locale) : MISSING[locale].notProvided;
}

const AREA_UNIT: Record<Locale, string> = inEveryLocale({ 'zh-HK': ' 平方米', en: ' m²' });

/** Site area: a bare number gets ' 平方米' (m²); other text is shown as given. */
export function areaText(area: Maybe<string>, locale: Locale = BASE_LOCALE): string {
  const text = orDefault(area, '');
  if (!text) return MISSING[locale].notProvided;
  const number = /^(\d+)(\.\d+)?$/.exec(text);
  return number ? `${groupDigits(Number(number[1]))}${number[2] ?? ''}${AREA_UNIT[locale]}` : text;
}

/** A person with a title, e.g. 陳大文 + 博士 → 陳大文博士. */
export function personText(name: Maybe<string>, title: Maybe<string>, locale: Locale = BASE_LOCALE): string {
  const person = orDefault(name, '');
  if (!person) return MISSING[locale].notProvided;
  return `${person}${orDefault(title, '')}`;
}
