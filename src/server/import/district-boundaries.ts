// HAD's 18 district boundaries (GeoJSON, WGS84 lon/lat, 地區 written 灣仔 or 中西區) → one boundary per feature.
import { DISTRICTS, type District } from '../../shared/constants.ts';
import type { DistrictBoundary } from '../places/reference-schemas.ts';
import { checkInsideHongKong, featuresOf, polygonsOf } from './geojson-polygons.ts';

export type { DistrictBoundary };

/** 地區 as HAD writes it (灣仔, 中西區) → the directory's district (灣仔區, 中西區). */
function districtOf(name: unknown, file: string, index: number): District {
  const text = typeof name === 'string' ? name.trim() : '';
  const found = DISTRICTS.find((d) => d === text || d === `${text}區`);
  if (!found) throw new Error(`${file}: feature ${index + 1} has an unknown 地區 ${JSON.stringify(name)}`);
  return found;
}

export function parseDistrictBoundaries(text: string, file: string): DistrictBoundary[] {
  return featuresOf(text, file).map((feature, index) => {
    const district = districtOf(feature.properties?.['地區'], file, index);
    const polygons = polygonsOf(feature, file, `feature ${index + 1} (${district})`);
    checkInsideHongKong(polygons, file, district);
    return { district, polygons };
  });
}
