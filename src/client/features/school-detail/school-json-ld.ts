// schema.org data of a school page, for search engines: built on the server only (route head in router.tsx).
import type { Category } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { present } from '../../../shared/display/format.ts';
import { addressText } from '../../../shared/display/brief-text.ts';
import { BASE_LOCALE, type Locale } from '../../../shared/i18n/locale.ts';
import { DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';

const TYPES: Record<Category, string> = { 幼稚園: 'Preschool', 小學: 'ElementarySchool', 中學: 'HighSchool' };

/** In the page's language: on an English page the English name (the Chinese one its alternate) and address. */
export function schoolJsonLd(school: School, url: string, locale: Locale = BASE_LOCALE) {
  const website = present(school.website);
  const telephone = present(school.phone);
  const englishName = present(school.englishName);
  const [name, alternateName] = locale === 'en' && englishName ? [englishName, school.name] : [school.name, englishName];
  return {
    '@context': 'https://schema.org',
    '@type': TYPES[school.schoolCategory],
    name,
    ...(alternateName ? { alternateName } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: addressText(school, locale),
      addressRegion: labelOf(DISTRICT_LABELS, school.district, locale),
      addressCountry: 'HK',
    },
    ...(school.latitude !== null && school.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: school.latitude, longitude: school.longitude } }
      : {}),
    ...(telephone ? { telephone } : {}),
    url,
    ...(website ? { sameAs: website } : {}),
  };
}
