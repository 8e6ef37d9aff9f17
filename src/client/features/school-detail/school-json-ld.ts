// schema.org data of a school page, for search engines: built on the server only (route head in router.tsx).
import type { Category } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { present } from '../../../shared/display/format.ts';

const TYPES: Record<Category, string> = { 幼稚園: 'Preschool', 小學: 'ElementarySchool', 中學: 'HighSchool' };

export function schoolJsonLd(school: School, url: string) {
  const website = present(school.website);
  const telephone = present(school.phone);
  return {
    '@context': 'https://schema.org',
    '@type': TYPES[school.schoolCategory],
    name: school.name,
    ...(present(school.englishName) ? { alternateName: present(school.englishName) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: school.address, addressRegion: school.district, addressCountry: 'HK' },
    ...(school.latitude !== null && school.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: school.latitude, longitude: school.longitude } }
      : {}),
    ...(telephone ? { telephone } : {}),
    url,
    ...(website ? { sameAs: website } : {}),
  };
}
