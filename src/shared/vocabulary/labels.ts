// A value's label in each language, and the label of a value in a language (src/shared/vocabulary.ts).
import { BASE_LOCALE, type Locale } from '../i18n/locale.ts';

export type Labels = Record<Locale, string>;

/** The label of a value in a language (by default the site's own, Traditional Chinese); a value the vocabulary
 * does not hold (a free-text religion, the statistics' 未註明) as it is. */
export function labelOf<V extends string>(labels: Record<V, Labels>, value: string, locale: Locale = BASE_LOCALE): string {
  return Object.hasOwn(labels, value) ? labels[value as V][locale] : value;
}
