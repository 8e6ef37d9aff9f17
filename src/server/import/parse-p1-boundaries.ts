// The official P1 (POA) school net polygons, CSDI dataset edb_rcd_1633320960920_77011 as GeoJSON. Not in the
// data folder today (SOURCES.md "School-net boundaries"); its property names are unconfirmed, so the net
// number is read from the first known property that holds a two-digit net in every feature.
import type { P1Boundary } from '../places/reference-schemas.ts';
import { type Feature, checkInsideHongKong, featuresOf, polygonsOf } from './geojson-polygons.ts';

const NET_PROPERTIES = ['SCHOOLNET', 'SCHOOL_NET', 'SCH_NET', 'NET', 'NET_NO', 'NET_ID', 'NAME', 'NAME_EN', '校網編號'];

const netValue = (feature: Feature, key: string): string | null => {
  const value = feature.properties?.[key];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{2}$/.test(text) ? text : null;
};

export function parseP1Boundaries(text: string, file: string): P1Boundary[] {
  const features = featuresOf(text, file);
  const key = NET_PROPERTIES.find((k) => features.every((f) => netValue(f, k) !== null));
  if (!key) throw new Error(`${file}: no property (${NET_PROPERTIES.join(', ')}) holds a two-digit net number in every feature`);
  const byNet = new Map<string, P1Boundary>();
  features.forEach((feature, index) => {
    const net = netValue(feature, key)!;
    const polygons = polygonsOf(feature, file, `feature ${index + 1} (net ${net})`);
    checkInsideHongKong(polygons, file, `net ${net}`);
    const entry = byNet.get(net) ?? { net, polygons: [] };
    byNet.set(net, { net, polygons: [...entry.polygons, ...polygons] });
  });
  return [...byNet.values()].sort((a, b) => Number(a.net) - Number(b.net));
}
