// A value's label in each language, and the label of a value in a language (src/shared/vocabulary.ts).
import { BASE_LOCALE, writtenIn, type Locale, type WrittenLocale } from '../i18n/locale.ts';

export type Labels = Record<WrittenLocale, string>;

/** The label of a value in a language (by default the site's own, Traditional Chinese; Simplified Chinese's is the
 * Traditional one, which its builds convert); a value the vocabulary
 * does not hold (a free-text religion, the statistics' 未註明) as it is. */
export function labelOf<V extends string>(labels: Record<V, Labels>, value: string, locale: Locale = BASE_LOCALE): string {
  return Object.hasOwn(labels, value) ? labels[value as V][writtenIn(locale)] : value;
}
