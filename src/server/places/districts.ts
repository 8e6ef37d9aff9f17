// The 18 districts as places: HAD boundary polygons (which are also the SSPA secondary school nets), English
// names, and a representative point, the median of the district's schools (else of its boundary's vertices).
import type { District } from '../../shared/constants.ts';

import type { LatLon } from '../../shared/geo.ts';
import { medianPoint, regionAt, regions, type Region } from './polygons.ts';
import type { DistrictBoundary } from './reference-schemas.ts';


/** English district names (HAD; its 2020 file writes Central And Western). */
export const DISTRICT_EN: Record<District, string> = {
  中西區: 'Central and Western',
  灣仔區: 'Wan Chai',
  東區: 'Eastern',
  南區: 'Southern',
  油尖旺區: 'Yau Tsim Mong',
  深水埗區: 'Sham Shui Po',
  九龍城區: 'Kowloon City',
  黃大仙區: 'Wong Tai Sin',
  觀塘區: 'Kwun Tong',
  葵青區: 'Kwai Tsing',
  荃灣區: 'Tsuen Wan',
  屯門區: 'Tuen Mun',
  元朗區: 'Yuen Long',
  北區: 'North',
  大埔區: 'Tai Po',
  沙田區: 'Sha Tin',
  西貢區: 'Sai Kung',
  離島區: 'Islands',
};

export interface DistrictPlace extends LatLon {
  district: District;
  nameEn: string;
}

export interface DistrictIndex {
  places: DistrictPlace[];
  /** The district whose boundary holds the point (null in Deep Bay, Shenzhen or open sea). */
  at(point: LatLon): District | null;
}

interface Located {
  district: District;
  latitude: number | null;
  longitude: number | null;
}

export function buildDistrictIndex(boundaries: readonly DistrictBoundary[], schools: readonly Located[]): DistrictIndex {
  const shapes: Region<District>[] = regions(
    boundaries.map((b) => b.district),
    (district) => boundaries.find((b) => b.district === district)!.polygons,
  );
  const places = boundaries.map((b) => {
    const positions = schools
      .filter((s) => s.district === b.district && s.latitude !== null && s.longitude !== null)
      .map((s) => ({ lat: s.latitude!, lon: s.longitude! }));
    const vertices = (b.polygons[0]?.[0] ?? []).map(([lon, lat]) => ({ lat, lon }));
    const point = medianPoint(positions) ?? medianPoint(vertices) ?? { lat: 0, lon: 0 };
    return { district: b.district, nameEn: DISTRICT_EN[b.district], ...point };
  });
  return { places, at: (point) => regionAt(point, shapes) };
}
