// The reference data of an import, checked across files, plus the P1 net estimate's accuracy measured on this
// import's schools (leave-one-out). A wrong file fails the import with a message naming it. Pure.
import { DISTRICTS } from '../../shared/constants.ts';
import { measureAccuracy, netSchools } from '../places/p1-estimate.ts';
import { regionAt, regions } from '../places/polygons.ts';
import type { ReferenceData } from '../places/reference-schemas.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { checkInsideHongKong } from './geojson-polygons.ts';
import type { ParsedSources } from './parse-sources.ts';

export function buildReference(sources: ParsedSources, entries: readonly DirectoryEntry[]): ReferenceData {
  const data: ReferenceData = {};
  const { poaNets, districtBoundaries, mtrStations, p1NetBoundaries } = sources;
  if (poaNets) data.poaNets = { file: poaNets.file, nets: poaNets.rows };
  if (mtrStations) data.mtrStations = { file: mtrStations.file, stations: mtrStations.rows };
  if (districtBoundaries) {
    const { file, rows } = districtBoundaries;
    const found = new Set(rows.map((r) => r.district));
    if (rows.length !== DISTRICTS.length || found.size !== DISTRICTS.length) {
      const missing = DISTRICTS.filter((d) => !found.has(d));
      throw new Error(
        `${file}: ${rows.length} features for ${found.size} districts, expected the 18 districts` +
          (missing.length ? ` (missing ${missing.join(', ')})` : ''),
      );
    }
    for (const row of rows) checkInsideHongKong(row.polygons, file, row.district);
    data.districtBoundaries = { file, districts: rows.map(({ district, polygons }) => ({ district, polygons })) };
  }
  if (p1NetBoundaries) {
    const { file, rows } = p1NetBoundaries;
    if (!poaNets) throw new Error(`${file}: P1 net boundaries need the net list (edb/POA_SchoolNet_TC.csv)`);
    const listed = new Set(poaNets.rows.map((n) => n.net));
    const drawn = new Set(rows.map((r) => r.net));
    const missing = [...listed].filter((n) => !drawn.has(n));
    const unknown = [...drawn].filter((n) => !listed.has(n));
    if (missing.length || unknown.length) {
      throw new Error(
        `${file}: the polygons must cover the ${listed.size} nets of ${poaNets.file}` +
          `${missing.length ? `; missing ${missing.join(', ')}` : ''}${unknown.length ? `; unknown ${unknown.join(', ')}` : ''}`,
      );
    }
    data.p1NetBoundaries = { file, nets: rows };
  }
  if (data.poaNets && data.districtBoundaries) {
    const shapes = regions(data.districtBoundaries.districts, (d) => d.polygons);
    const known = new Set(data.poaNets.nets.map((n) => n.net));
    const schools = netSchools(entries, known, (point) => regionAt(point, shapes)?.district ?? null);
    data.p1NetEstimate = measureAccuracy(schools);
  }
  return data;
}
