// A school's short facts as text, in the page's language: its list of values, address, sessions and teaching
// language. Apart from school-text.ts because the search results, on the first screens, need these and no more:
// a module lives in one bundle whole, with the vocabulary it imports.
import { BASE_LOCALE, type Locale } from '../i18n/locale.ts';
import type { School } from '../schemas.ts';
import { labelOf } from '../vocabulary/labels.ts';
import { SESSION_LABELS } from '../vocabulary/sessions.ts';
import { TEACHING_LANGUAGE_LABELS } from '../vocabulary/teaching-languages.ts';
import { MISSING, orDefault, present } from './format.ts';

type Maybe<T> = T | null | undefined;

/** Values as a list: 甲、乙 in Chinese, A, B in English. */
export function joinList(values: readonly string[], locale: Locale = BASE_LOCALE): string {
  return values.join(locale === 'en' ? ', ' : '、');
}

/** The address in the page's language: on English pages the location file's English address, when it gives one. */
export function addressText(school: Pick<School, 'address' | 'englishAddress'>, locale: Locale = BASE_LOCALE): string {
  return (locale === 'en' && present(school.englishAddress)) || school.address;
}

/** The sessions by the vocabulary's labels (全日、上午; Whole day, A.M.), or the fallback (not provided). */
export function sessionsText(sessions: readonly string[], locale: Locale = BASE_LOCALE, fallback = MISSING[locale].notProvided): string {
  return orDefault(joinList(sessions.map((session) => labelOf(SESSION_LABELS, session, locale)), locale), fallback);
}

/** A teaching language by the vocabulary's label (another wording as given), or the fallback (not provided). */
export function teachingLanguageText(language: Maybe<string>, locale: Locale = BASE_LOCALE, fallback = MISSING[locale].notProvided): string {
  const value = present(language);
  return value ? labelOf(TEACHING_LANGUAGE_LABELS, value, locale) : fallback;
}
