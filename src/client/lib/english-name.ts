// The English name beside the Chinese one on cards, the detail header and the page meta.
import type { School } from '../../shared/schemas.ts';
import { present } from '../../shared/display/format.ts';
import type { Locale } from '../../shared/i18n/locale.ts';

/** The English name when it adds something: not for a school whose only name is English (it is the name). */
export function englishNameOf(school: Pick<School, 'name' | 'englishName'>): string | undefined {
  const english = present(school.englishName);
  return english && english.toUpperCase() !== school.name.trim().toUpperCase() ? english : undefined;
}

/** The name a page shows first and the other one under it: on English pages the official English name first and the
 * Chinese one under it, on Chinese pages the other way round (only one when the school has one name). */
export function namesIn(school: Pick<School, 'name' | 'englishName'>, locale: Locale): [name: string, otherName: string | undefined] {
  const englishName = englishNameOf(school);
  return locale === 'en' && englishName ? [englishName, school.name] : [school.name, englishName];
}
