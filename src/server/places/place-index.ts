// The place index of one data version, built once with the read model from the stored reference data and the
// schools: places by name, the P1 nets with their areas and districts, and the school nets of a point.
import type { District } from '../../shared/constants.ts';
import type { LatLon } from '../../shared/geo.ts';
import type { NetsAtResponse, P1Net, Place } from '../../shared/place-schemas.ts';
import type { School } from '../../shared/schemas.ts';
import { buildAreas } from './areas.ts';
import { buildDistrictIndex } from './districts.ts';
import { netsAt, type NetLookup } from './nets-at.ts';
import { netSchools, type NetSchool } from './p1-estimate.ts';
import { searchPlaces, searchable, type SearchablePlace } from './place-search.ts';
import { medianPoint, regions } from './polygons.ts';
import type { ReferenceData } from './reference-schemas.ts';

export interface PlaceIndex {
  places: readonly SearchablePlace[];
  /** Every P1 net in number order. */
  nets: readonly P1Net[];
  lookup: NetLookup;
  placesFor(query: string): Place[];
  netsAt(point: LatLon): NetsAtResponse;
}

/** Districts holding each net's primary schools, most schools first. */
function districtsByNet(list: readonly NetSchool[]): Map<string, District[]> {
  const counts = new Map<string, Map<District, number>>();
  for (const { net, district } of list) {
    if (!district) continue;
    const perNet = counts.get(net) ?? new Map<District, number>();
    counts.set(net, perNet.set(district, (perNet.get(district) ?? 0) + 1));
  }
  return new Map([...counts].map(([net, c]) => [net, [...c].sort((a, b) => b[1] - a[1]).map(([d]) => d)]));
}

export function buildPlaceIndex(reference: ReferenceData, schools: readonly School[]): PlaceIndex {
  const boundaries = reference.districtBoundaries?.districts ?? [];
  const districts = boundaries.length > 0 ? buildDistrictIndex(boundaries, schools) : null;
  const poaNets = [...(reference.poaNets?.nets ?? [])].sort((a, b) => Number(a.net) - Number(b.net));
  const known = new Set(poaNets.map((n) => n.net));
  const primaries = netSchools(schools, known, (point) => districts?.at(point) ?? null);
  const netDistricts = districtsByNet(primaries);
  const nets = poaNets.map((n) => ({ ...n, districts: netDistricts.get(n.net) ?? [] }));
  const centres = new Map<string, LatLon>();
  for (const { net } of poaNets) {
    const centre = medianPoint(primaries.filter((p) => p.net === net).map((p) => p.point));
    if (centre) centres.set(net, centre);
  }
  const stations = reference.mtrStations?.stations ?? [];
  const p1 = reference.p1NetBoundaries?.nets ?? null;
  const places: Place[] = [
    ...stations.map(({ code, name, nameEn, lines, lat, lon }) => ({
      kind: 'station' as const, name, nameEn, lat, lon, approximate: false, code, lines,
    })),
    ...(districts?.places ?? []).map(({ district, nameEn, lat, lon }) => ({
      kind: 'district' as const, name: district, nameEn, lat, lon, approximate: false,
    })),
    ...buildAreas(poaNets, schools, netDistricts, centres).map(({ name, net, lat, lon }) => ({
      kind: 'area' as const, name, nameEn: null, lat, lon, approximate: true, net,
    })),
  ];
  const lookup: NetLookup = {
    districts,
    nets,
    p1Regions: p1 ? regions(p1.map((n) => n.net), (net) => p1.find((n) => n.net === net)!.polygons) : null,
    netSchools: primaries,
    accuracy: reference.p1NetEstimate ?? null,
  };
  const index = places.map(searchable);
  return {
    places: index,
    nets,
    lookup,
    placesFor: (query) => searchPlaces(index, query),
    netsAt: (point) => netsAt(lookup, point),
  };
}
