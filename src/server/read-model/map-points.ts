// Compact map rows. A school without coordinates stands at its district's centre, marked approximate.
import type { District } from '../../shared/constants.ts';
import { present } from '../../shared/display/format.ts';
import type { MapPoint, School } from '../../shared/schemas.ts';
import type { Hit } from './search.ts';

/** Approximate centres of the 18 districts (the fallback only; real coordinates come first). */
const DISTRICT_CENTRES: Record<District, [number, number]> = {
  中西區: [22.2826, 114.1452],
  灣仔區: [22.2776, 114.1822],
  東區: [22.2845, 114.2244],
  南區: [22.2458, 114.1600],
  油尖旺區: [22.3119, 114.1708],
  深水埗區: [22.3307, 114.1622],
  九龍城區: [22.3282, 114.1916],
  黃大仙區: [22.3423, 114.1936],
  觀塘區: [22.3133, 114.2258],
  葵青區: [22.3554, 114.1260],
  荃灣區: [22.3699, 114.1144],
  屯門區: [22.3908, 113.9725],
  元朗區: [22.4445, 114.0222],
  北區: [22.4940, 114.1381],
  大埔區: [22.4501, 114.1688],
  沙田區: [22.3771, 114.1974],
  西貢區: [22.3814, 114.2705],
  離島區: [22.2620, 113.9460],
};

/** The English name when it adds something: not for a school whose only name is English (it is the name). */
function englishNameOf(school: School): string | undefined {
  const english = present(school.englishName);
  return english && english.toUpperCase() !== school.name.trim().toUpperCase() ? english : undefined;
}

export function toMapPoint({ school, distanceMeters }: Hit, sharedNames: ReadonlySet<string>): MapPoint {
  const [fallbackLat, fallbackLng] = DISTRICT_CENTRES[school.district];
  const exact = school.latitude !== null && school.longitude !== null;
  const englishName = englishNameOf(school);
  const englishAddress = present(school.englishAddress);
  return {
    id: school.id,
    name: school.name,
    ...(englishName === undefined ? {} : { englishName }),
    district: school.district,
    schoolCategory: school.schoolCategory,
    schoolType: school.schoolType,
    latitude: school.latitude ?? fallbackLat,
    longitude: school.longitude ?? fallbackLng,
    approximate: !exact,
    ...(sharedNames.has(school.name) ? { address: school.address, ...(englishAddress === undefined ? {} : { englishAddress }) } : {}),
    ...(school.additionalInfo.specialSchool ? { special: true as const } : {}),
    ...(distanceMeters === undefined ? {} : { distanceMeters }),
  };
}
