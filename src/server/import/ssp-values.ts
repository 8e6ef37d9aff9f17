// Value shapes of the SSP (SOURCES.md §16): subject lists, other districts, percentages, links, and the S1–S3
// teaching language derived from the subject lists.
import type { SecondaryTeachingLanguage } from '../../shared/constants.ts';
import { cell, profileText } from './clean.ts';

/** `中國語文、數學<br>英國語文（中三）` → ['中國語文', '數學', '英國語文（中三）']; `-` → []. */
export function subjectList(value: string | undefined): string[] {
  const text = profileText(value);
  if (!text) return [];
  return text
    .split(/[、\n]/)
    .map((s) => s.replace(/[。；;]$/, '').trim())
    .filter((s) => cell(s) !== null);
}

/** `荃灣區, 離島區` (quoted when several) → ['荃灣區', '離島區']; `-` → []. */
export function districtList(value: string | undefined): string[] {
  const text = profileText(value);
  if (!text) return [];
  return text
    .split(/[,，、\n]/)
    .map((s) => s.trim())
    .filter((s) => cell(s) !== null);
}

/** A number or a percentage (`95`, `95.5%`); null for anything else. */
export function decimal(value: string | undefined): number | null {
  const text = cell(value)?.replace(/[%\s]/g, '');
  return text && /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** A URL cell; full-width colons and slashes some schools type (`https：//`) made ASCII. */
export function link(value: string | undefined): string | null {
  return profileText(value)?.replace(/：/g, ':').replace(/／/g, '/') ?? null;
}

/** Taught in their own language in every school, so they say nothing of the school's medium. */
const LANGUAGE_SUBJECT = /中國語文|中國文學|中國歷史|中華文化|普通話|英國語文|英語文學|英國文學|英文文學/;

/**
 * S1–S3 medium (see SECONDARY_TEACHING_LANGUAGES): from the subjects taught in Chinese, in English and by class or
 * group, language subjects aside; null when the profile lists no other subject.
 */
export function secondaryTeachingLanguage(
  chinese: readonly string[],
  english: readonly string[],
  byClass: readonly string[],
): SecondaryTeachingLanguage | null {
  const content = (list: readonly string[]) => list.filter((s) => !LANGUAGE_SUBJECT.test(s)).length;
  const inChinese = content(chinese);
  const inEnglish = content(english);
  if (content(byClass) > 0 || (inChinese > 0 && inEnglish > 0)) return '中文及英文';
  if (inEnglish > 0) return '英文';
  if (inChinese > 0) return '中文';
  return null;
}
