// The areas EDB lists for each P1 net (POA_SchoolNet AREA) as places. The list has no coordinates, so every
// area's point is an estimate: the median position of the schools (any category) in the net's districts whose
// Chinese address contains the area's name, else the median of the net's own primary schools.
import type { District } from '../../shared/constants.ts';
import type { LatLon } from '../../shared/geo.ts';
import { foldText } from '../../shared/normalize.ts';
import { medianPoint } from './polygons.ts';
import type { PoaNet } from './reference-schemas.ts';

export interface AreaPlace extends LatLon {
  name: string;
  net: string;
  /** How the point was estimated: from addresses naming the area, or from the net's schools. */
  basis: 'address' | 'net';
}

export interface AddressedSchool {
  address: string;
  district: District;
  latitude: number | null;
  longitude: number | null;
}

/** The part of an area name found in addresses: 大嶼山（大嶼山東北除外） → 大嶼山. */
const matchKey = (area: string) => foldText(area.replace(/[（(][^）)]*[）)]/g, ''));

export function buildAreas(
  nets: readonly PoaNet[],
  schools: readonly AddressedSchool[],
  netDistricts: ReadonlyMap<string, readonly District[]>,
  netCentres: ReadonlyMap<string, LatLon>,
): AreaPlace[] {
  const located = schools
    .filter((s) => s.latitude !== null && s.longitude !== null)
    .map((s) => ({ address: foldText(s.address), district: s.district, point: { lat: s.latitude!, lon: s.longitude! } }));
  const areas: AreaPlace[] = [];
  for (const { net, areas: names } of nets) {
    const districts = netDistricts.get(net) ?? [];
    const nearby = districts.length ? located.filter((s) => districts.includes(s.district)) : located;
    for (const name of names) {
      const key = matchKey(name);
      const byAddress = key ? medianPoint(nearby.filter((s) => s.address.includes(key)).map((s) => s.point)) : null;
      const point = byAddress ?? netCentres.get(net);
      if (point) areas.push({ name, net, lat: point.lat, lon: point.lon, basis: byAddress ? 'address' : 'net' });
    }
  }
  return areas;
}
