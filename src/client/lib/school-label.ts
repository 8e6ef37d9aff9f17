// A school as an accessible name or tooltip of the page's language: on English pages its official English name
// (the Chinese one only for a school the location file gives no English name).
import type { School } from '../../shared/schemas.ts';
import { present } from '../../shared/display/format.ts';
import type { Locale } from '../../shared/i18n/locale.ts';

export const schoolLabel = (school: Pick<School, 'name' | 'englishName'>, locale: Locale): string =>
  (locale === 'en' && present(school.englishName)) || school.name;
