// Searching the read model: the filters of shared/filters.ts, a place (distance and radius) and an order.
import { LRUCache } from 'lru-cache';
import { FILTERS, type FilterDef, type FilterKey, type FilterQuery, formatFilterValue, matchesFilter } from '../../shared/filters.ts';
import { type LatLon, formatLatLon } from '../../shared/geo.ts';
import { distanceMeters } from '../../shared/distance.ts';
import type { Sort } from '../../shared/constants.ts';
import { annualFee } from '../../shared/school-facts.ts';
import type { School } from '../../shared/schemas.ts';
import type { ReadModel } from './read-model.ts';
import { searchKey } from './search-key.ts';

export interface SchoolSearch {
  filters: FilterQuery;
  near?: LatLon;
  radius?: number;
  sort?: Sort;
}

export interface Hit {
  school: School;
  /** Straight-line metres from `near`, when the search has one and the school has coordinates. */
  distanceMeters?: number;
}

/** A run of 6 to 11 digits is a school number (EDB's: school, site, level), matched from its start. */
const SCHOOL_NUMBER = /^\d{6,11}$/;

/** The search form of the names asked lately: every request with a name needs it for its cache key, and the
 * conversion costs more than the rest of a cached answer. */
const nameKeys = new LRUCache<string, string>({ max: 1000 });
function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) nameKeys.set(name, (key = searchKey(name)));
  return key;
}

/**
 * The filters that take effect, as one canonical object: the name in its search form (dropped when nothing is
 * left of it, e.g. '., '). Equal objects mean equal results, so this also keys the response cache.
 */
export function activeFilters(filters: FilterQuery): FilterQuery {
  const active: FilterQuery = { ...filters };
  for (const key of Object.keys(active) as FilterKey[]) if (active[key] === undefined) delete active[key];
  const name = filters.name && !SCHOOL_NUMBER.test(filters.name) ? nameKey(filters.name) : filters.name;
  if (name) active.name = name;
  else delete active.name;
  return active;
}

/** One cache key per distinct answer: the effective filters, the place and the rest, in a fixed order. */
export function searchCacheKey(search: SchoolSearch, extra: Record<string, string | number> = {}): string {
  const parts: Record<string, string> = {};
  for (const [key, value] of Object.entries(activeFilters(search.filters))) parts[key] = formatFilterValue(value);
  if (search.near) parts.near = formatLatLon(search.near);
  if (search.radius !== undefined) parts.radius = String(search.radius);
  if (search.sort) parts.sort = search.sort;
  for (const [key, value] of Object.entries(extra)) parts[key] = String(value);
  return Object.keys(parts)
    .sort()
    .map((key) => `${key}=${parts[key]}`)
    .join('&');
}

/** Any list of schools with its search keys: the directory, or the schools of the changes since the earliest year. */
export function searchSchools(model: Pick<ReadModel, 'schools' | 'searchText'>, search: SchoolSearch): Hit[] {
  const { name, ...rest } = activeFilters(search.filters);
  const checks = Object.entries(rest).map(([key, value]) => {
    const def = FILTERS[key as FilterKey] as FilterDef<unknown>;
    return (school: School) => matchesFilter(def, school, value);
  });
  const byName = (school: School, i: number) =>
    !name || (SCHOOL_NUMBER.test(name) ? school.schoolNo.startsWith(name) : model.searchText[i]!.includes(name));

  const within = search.near ? nearTest(search.near, search.radius) : undefined;
  const hits: Hit[] = [];
  model.schools.forEach((school, i) => {
    if (within && !within.box(school)) return;
    if (!byName(school, i) || !checks.every((check) => check(school))) return;
    const distance = within?.distance(school);
    if (search.radius !== undefined && (distance === undefined || distance > search.radius)) return;
    hits.push(distance === undefined ? { school } : { school, distanceMeters: distance });
  });
  return sortHits(hits, search.sort);
}

/** Degrees of latitude per metre, on the mean sphere. */
const DEG_PER_M = 1 / 111_195;

/**
 * Distances from a point, whole metres; with a radius, a cheap box test first, so that the trigonometry
 * runs only for the schools that may be inside (and schools without coordinates are out).
 */
function nearTest(near: LatLon, radius: number | undefined) {
  const dLat = radius === undefined ? Infinity : radius * DEG_PER_M * 1.01;
  const dLon = dLat / Math.cos((near.lat * Math.PI) / 180);
  return {
    box: (s: School) =>
      radius === undefined ||
      (s.latitude !== null && s.longitude !== null && Math.abs(s.latitude - near.lat) <= dLat && Math.abs(s.longitude - near.lon) <= dLon),
    distance: (s: School) =>
      s.latitude === null || s.longitude === null ? undefined : Math.round(distanceMeters(near, { lat: s.latitude, lon: s.longitude })),
  };
}

const collator = new Intl.Collator('zh-Hant-HK');
/** Ascending, unknown last; ties keep the directory order (the sort is stable). */
const ascending = (of: (hit: Hit) => number | null | undefined) => (a: Hit, b: Hit) => {
  const x = of(a) ?? Infinity;
  const y = of(b) ?? Infinity;
  return x < y ? -1 : x > y ? 1 : 0;
};

function sortHits(hits: Hit[], sort: Sort | undefined): Hit[] {
  if (sort === 'name') return hits.sort((a, b) => collator.compare(a.school.name, b.school.name));
  if (sort === 'distance') return hits.sort(ascending((hit) => hit.distanceMeters));
  if (sort === 'fee') return hits.sort(ascending((hit) => annualFee(hit.school)));
  return hits;
}
