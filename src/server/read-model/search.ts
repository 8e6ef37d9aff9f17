// Searching the read model: the filters of shared/filters.ts, a place (distance and radius) and an order.
import { FILTERS, type FilterDef, type FilterKey, type FilterQuery, formatFilterValue, matchesFilter } from '../../shared/filters.ts';
import { type LatLon, distanceMeters, formatLatLon } from '../../shared/geo.ts';
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

/**
 * The filters that take effect, as one canonical object: the name in its search form (dropped when nothing is
 * left of it, e.g. '., '). Equal objects mean equal results, so this also keys the response cache.
 */
export function activeFilters(filters: FilterQuery): FilterQuery {
  const active: FilterQuery = { ...filters };
  for (const key of Object.keys(active) as FilterKey[]) if (active[key] === undefined) delete active[key];
  const name = filters.name && !SCHOOL_NUMBER.test(filters.name) ? searchKey(filters.name) : filters.name;
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

export function searchSchools(model: ReadModel, search: SchoolSearch): Hit[] {
  const { name, ...rest } = activeFilters(search.filters);
  const checks = Object.entries(rest).map(([key, value]) => {
    const def = FILTERS[key as FilterKey] as FilterDef<unknown>;
    return (school: School) => matchesFilter(def, school, value);
  });
  const byName = (school: School, i: number) =>
    !name || (SCHOOL_NUMBER.test(name) ? school.schoolNo.startsWith(name) : model.searchText[i]!.includes(name));

  const hits: Hit[] = [];
  model.schools.forEach((school, i) => {
    if (!byName(school, i) || !checks.every((check) => check(school))) return;
    const distance = search.near ? distanceFrom(search.near, school) : undefined;
    if (search.radius !== undefined && (distance === undefined || distance > search.radius)) return;
    hits.push(distance === undefined ? { school } : { school, distanceMeters: distance });
  });
  return sortHits(hits, search.sort);
}

function distanceFrom(near: LatLon, school: School): number | undefined {
  if (school.latitude === null || school.longitude === null) return undefined;
  return Math.round(distanceMeters(near, { lat: school.latitude, lon: school.longitude }));
}

const collator = new Intl.Collator('zh-Hant-HK');
/** Ascending, unknown last; ties keep the directory order (the sort is stable). */
const ascending = (of: (hit: Hit) => number | null | undefined) => (a: Hit, b: Hit) =>
  (of(a) ?? Infinity) - (of(b) ?? Infinity);

function sortHits(hits: Hit[], sort: Sort | undefined): Hit[] {
  if (sort === 'name') return hits.sort((a, b) => collator.compare(a.school.name, b.school.name));
  if (sort === 'distance') return hits.sort(ascending((hit) => hit.distanceMeters));
  if (sort === 'fee') return hits.sort(ascending((hit) => annualFee(hit.school)));
  return hits;
}
