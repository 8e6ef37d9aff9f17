// How the detail and compare pages word a school's facts: yes/no, vacancy codes, gender, site area, people,
// links. Apart from format.ts so that the first screens, which need none of it, do not carry it.
import type { Gender } from '../../shared/constants.ts';
import { GENDER_LABELS, VACANCY_LABELS, labelOf } from '../../shared/vocabulary.ts';
import { NOT_PROVIDED, groupDigits, orDefault } from './format.ts';

type Maybe<T> = T | null | undefined;

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

/** A vacancy code (Y, N, P) in the vocabulary's words. */
export function vacancyText(code: Maybe<'Y' | 'N' | 'P'>): string {
  return code ? labelOf(VACANCY_LABELS, code) : NOT_PROVIDED;
}

/** 男 → 男校, 女 → 女校, 男女 → 男女校 (the vocabulary's labels). */
export function genderText(gender: Maybe<Gender>): string {
  return gender ? labelOf(GENDER_LABELS, gender) : NOT_PROVIDED;
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
