// The school nets of a point: the SSPA net is its district (boundary polygons); the P1 net is exact inside the
// official P1 net polygons when they were imported, else an estimate from the nearest schools, never certain.
import { formatLatLon, type LatLon } from '../../shared/geo.ts';
import type { NetsAtResponse, P1Net } from '../../shared/place-schemas.ts';
import type { District } from '../../shared/constants.ts';
import { SSPA_NETS } from '../../shared/constants.ts';
import type { DistrictIndex } from './districts.ts';
import { P1_K, estimateNet, type NetSchool } from './p1-estimate.ts';
import { regionAt, type Region } from './polygons.ts';
import type { P1Accuracy } from './reference-schemas.ts';

export interface NetLookup {
  districts: DistrictIndex | null;
  nets: readonly P1Net[];
  /** The official P1 net polygons, when imported. */
  p1Regions: readonly Region<string>[] | null;
  netSchools: readonly NetSchool[];
  accuracy: P1Accuracy | null;
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

export function netsAt(lookup: NetLookup, at: LatLon): NetsAtResponse {
  const [lat, lon] = formatLatLon(at).split(',').map(Number) as [number, number];
  const point = { lat, lon };
  const district = lookup.districts?.at(point) ?? null;
  const place = lookup.districts?.places.find((d) => d.district === district);
  const details = (names: readonly string[]) =>
    names.map((n) => lookup.nets.find((x) => x.net === n)).filter((n): n is P1Net => n !== undefined);
  return {
    point,
    district: district && place ? { name: district, nameEn: place.nameEn } : null,
    sspaNet: district ? { code: SSPA_NETS[district], district } : null,
    p1: lookup.p1Regions ? exactP1(lookup.p1Regions, point, details) : estimatedP1(lookup, point, district, details),
  };
}

type Details = (names: readonly string[]) => P1Net[];

function exactP1(p1Regions: readonly Region<string>[], point: LatLon, details: Details): NetsAtResponse['p1'] {
  const net = regionAt(point, p1Regions);
  return {
    method: 'boundary',
    exact: true,
    net,
    accuracy: null,
    candidates: net ? [{ net, share: 1 }] : [],
    nets: net ? details([net]) : [],
    note: net ? `Inside the official boundary of P1 net ${net} (EDB).` : 'The point is in no P1 net boundary (EDB).',
  };
}

function estimatedP1(lookup: NetLookup, point: LatLon, district: District | null, details: Details): NetsAtResponse['p1'] {
  const base = { method: 'estimate' as const, exact: false, accuracy: lookup.accuracy?.accuracy ?? null };
  if (!district || lookup.netSchools.length === 0) {
    const why = lookup.districts ? 'the point is outside the 18 district boundaries' : 'no district boundaries were imported';
    return { ...base, net: null, candidates: [], nets: [], note: `No P1 net estimate: ${why}.` };
  }
  const shares = estimateNet(point, district, lookup.netSchools);
  const others = lookup.nets.filter((n) => n.districts.includes(district) && !shares.some((s) => s.net === n.net));
  const candidates = [...shares, ...others.map((n) => ({ net: n.net, share: 0 }))];
  const measured = lookup.accuracy
    ? `right for ${percent(lookup.accuracy.accuracy)} of ${lookup.accuracy.tested} primary schools (leave-one-out)`
    : 'accuracy not measured';
  return {
    ...base,
    net: shares[0]?.net ?? null,
    candidates,
    nets: details(candidates.map((c) => c.net)),
    note:
      `Estimate, not the official boundary: the nets of the ${P1_K} nearest primary schools ` +
      `of ${district} (${measured}). Check the net's EDB page; near a net's edge the estimate can be wrong.`,
  };
}
