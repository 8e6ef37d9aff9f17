// SCH_LOC gives every row twice: WGS84 LATITUDE/LONGITUDE and the HK1980 grid EASTING/NORTHING. Where the two
// disagree by over a kilometre, the row's own district (分區) decides which one is right.
import type { District } from '../../shared/constants.ts';
import { type LatLon } from '../../shared/geo.ts';
import type { PositionFromGrid } from '../../shared/schemas.ts';
import { distanceMeters } from '../../shared/distance.ts';
import { regionAt, regions } from '../places/polygons.ts';
import type { DistrictBoundary } from '../places/reference-schemas.ts';
import { hk1980ToWgs84 } from './hk1980.ts';
import { coordinatesOf } from './location-mapping.ts';
import type { LocationRow } from './parse-school-location.ts';

export const GRID_TOLERANCE_M = 1000;

/** A row as the check leaves it: `positionFromGrid` where the grid position replaced LATITUDE/LONGITUDE. */
export type CheckedRow = LocationRow & { positionFromGrid?: PositionFromGrid };

export interface GridMismatch {
  /** The SCH_LOC row's 12-digit SCHOOL NO. */
  schoolNo: string;
  name: string;
  /** Metres between LATITUDE/LONGITUDE and the grid position. */
  distanceM: number;
  /** The position the school takes. */
  used: 'grid' | 'latLon';
  /** The district each position lies in (null without the boundaries, or outside them). */
  latLonDistrict: District | null;
  gridDistrict: District | null;
}

export interface GridCheck {
  /** Rows with both positions, compared. */
  checked: number;
  mismatches: GridMismatch[];
}

function gridPoint(row: LocationRow): LatLon | null {
  const easting = Number(row.easting);
  const northing = Number(row.northing);
  if (row.easting.trim() === '' || row.northing.trim() === '' || !Number.isFinite(easting) || !Number.isFinite(northing)) {
    return null;
  }
  const { lat, lon } = hk1980ToWgs84(easting, northing);
  return coordinatesOf(String(lat), String(lon)) ? { lat, lon } : null;
}

/**
 * Compares each row's two positions. Over GRID_TOLERANCE_M apart, the grid position replaces LATITUDE/LONGITUDE
 * only when LATITUDE/LONGITUDE lies outside the row's 分區 and the grid position inside it; otherwise (both or
 * neither inside, or no boundaries loaded) LATITUDE/LONGITUDE stays. Every such row is reported either way.
 */
export function checkGrid(
  rows: readonly LocationRow[],
  boundaries: readonly DistrictBoundary[] | null,
): { rows: CheckedRow[]; report: GridCheck } {
  const report: GridCheck = { checked: 0, mismatches: [] };
  const districts = boundaries && regions(boundaries, (b) => b.polygons);
  const districtAt = (point: LatLon) => (districts && regionAt(point, districts)?.district) ?? null;
  const checked = rows.map((row) => {
    const given = coordinatesOf(row.latitude, row.longitude);
    const grid = gridPoint(row);
    if (!given || !grid) return row;
    report.checked += 1;
    const point = { lat: given.latitude, lon: given.longitude };
    const distanceM = distanceMeters(point, grid);
    if (distanceM <= GRID_TOLERANCE_M) return row;
    const latLonDistrict = districtAt(point);
    const gridDistrict = districtAt(grid);
    const useGrid = districts !== null && latLonDistrict !== row.district && gridDistrict === row.district;
    const used = useGrid ? 'grid' : 'latLon';
    report.mismatches.push({ schoolNo: row.schoolNo, name: row.name, distanceM: Math.round(distanceM), used, latLonDistrict, gridDistrict });
    if (!useGrid) return row;
    const positionFromGrid = { metres: Math.round(distanceM), latLonDistrict };
    return { ...row, latitude: grid.lat.toFixed(8), longitude: grid.lon.toFixed(8), positionFromGrid };
  });
  return { rows: checked, report };
}
