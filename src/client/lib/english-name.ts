// The English name beside the Chinese one on cards, the detail header and the page meta.
import type { School } from '../../shared/schemas.ts';
import { present } from '../../shared/display/format.ts';

/** The English name when it adds something: not for a school whose only name is English (it is the name). */
export function englishNameOf(school: Pick<School, 'name' | 'englishName'>): string | undefined {
  const english = present(school.englishName);
  return english && english.toUpperCase() !== school.name.trim().toUpperCase() ? english : undefined;
}
