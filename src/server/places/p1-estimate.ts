// Without the official P1 net polygons, a point's P1 net is estimated from the nets of the nearest primary
// schools of its district: the k nearest vote with weight 1/d² (d at least 50 m). The same function measures
// its own accuracy at import time, leaving each school out in turn (docs/decisions/005).
import type { District } from '../../shared/constants.ts';
import { type LatLon } from '../../shared/geo.ts';
import { distanceMeters } from '../../shared/distance.ts';
import type { P1Accuracy } from './reference-schemas.ts';

export const P1_K = 5;
const MIN_DISTANCE_M = 50;
export const P1_METHOD = `${P1_K} nearest primary schools of the same district, weighted 1/d²`;

/** A primary school with a known P1 net, where it stands and the district polygon it falls in. */
export interface NetSchool {
  /** The 6-digit school number: the sites of one school are left out together. */
  school: string;
  point: LatLon;
  net: string;
  district: District | null;
}

/** A primary school as the importer and the read model hold it. */
export interface PrimaryLike {
  schoolNo: string;
  schoolCategory: string;
  latitude: number | null;
  longitude: number | null;
  additionalInfo: { schoolNet?: string | null };
}

export function netSchools(
  schools: readonly PrimaryLike[],
  knownNets: ReadonlySet<string>,
  districtAt: (point: LatLon) => District | null,
): NetSchool[] {
  const out: NetSchool[] = [];
  for (const s of schools) {
    const net = s.additionalInfo.schoolNet;
    if (s.schoolCategory !== '小學' || !net || !knownNets.has(net) || s.latitude === null || s.longitude === null) continue;
    const point = { lat: s.latitude, lon: s.longitude };
    out.push({ school: s.schoolNo.slice(0, 6), point, net, district: districtAt(point) });
  }
  return out;
}

export interface NetShare {
  net: string;
  /** The share of the neighbours' weight, 0 to 1. */
  share: number;
}

/** The nets of the k nearest schools (of the district, or of all when it has none), best first. */
export function estimateNet(point: LatLon, district: District | null, schools: readonly NetSchool[], leaveOut?: string): NetShare[] {
  const others = schools.filter((s) => s.school !== leaveOut);
  const local = others.filter((s) => district !== null && s.district === district);
  const nearest = (local.length > 0 ? local : others)
    .map((s) => ({ net: s.net, d: distanceMeters(point, s.point) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, P1_K);
  const weights = new Map<string, number>();
  for (const { net, d } of nearest) weights.set(net, (weights.get(net) ?? 0) + 1 / Math.max(d, MIN_DISTANCE_M) ** 2);
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  return [...weights]
    .map(([net, w]) => ({ net, share: Math.round((1000 * w) / total) / 1000 }))
    .sort((a, b) => b.share - a.share || a.net.localeCompare(b.net));
}

/** Leave-one-out: each school's net predicted from the other schools, as a share of the schools tested. */
export function measureAccuracy(schools: readonly NetSchool[]): P1Accuracy {
  let correct = 0;
  for (const s of schools) if (estimateNet(s.point, s.district, schools, s.school)[0]?.net === s.net) correct += 1;
  const tested = schools.length;
  return { method: P1_METHOD, k: P1_K, tested, correct, accuracy: tested ? Math.round((10000 * correct) / tested) / 10000 : 0 };
}
