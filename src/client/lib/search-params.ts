// Lenient URL search params: a malformed value falls back to its default (undefined) instead of failing.
// Filters are read by the same parsers as the API's strict schema (shared/filters.ts), so the URL keeps
// exactly the values the API accepts. Hand-written rather than zod because zod would add ~25 KB gzipped to
// the first screen (decision record 003).
import type { SearchSchemaInput } from '@tanstack/react-router';
import { MAX_PAGE_SIZE, MAX_SCHOOL_ID, SORTS, type Sort } from '../../shared/constants.ts';
import { FILTERS, FILTER_KEYS, type FilterDef, type FilterQuery, appliesTo, formatFilterValue } from '../../shared/filters.ts';
import { formatLatLon, parseLatLon } from '../../shared/geo.ts';
import { parseFrom } from './list-context.ts';

type Raw = Record<string, unknown>;

/** The router may hand over typed values (after navigate) or strings (from the address): read both as text. */
const asText = (raw: unknown): string | undefined =>
  raw === undefined || raw === null || typeof raw === 'object' && !Array.isArray(raw) ? undefined : formatFilterValue(raw);

export const positiveInt = (max: number) => (raw: unknown) => {
  const text = asText(raw)?.trim() ?? '';
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
};

/**
 * Every filter the URL holds, read leniently. A filter that does not apply to the chosen category (a K1
 * vacancy on a primary search, a type the category does not allow) is dropped, so the address shows only
 * what takes effect.
 */
export function parseFilters(raw: Raw): FilterQuery {
  const category = FILTERS.schoolCategory.parse(asText(raw.schoolCategory) ?? '');
  const chosen = category && 'value' in category ? category.value : undefined;
  // Every key present, undefined when absent or malformed: the router lays the parsed search over the raw one,
  // so a key left out would let a malformed raw value (schoolCategory=大學) through to the API.
  const filters: Record<string, unknown> = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]));
  for (const key of FILTER_KEYS) {
    const def = FILTERS[key] as FilterDef<unknown> & (typeof FILTERS)[typeof key];
    const text = asText(raw[key]) ?? '';
    const parsed = def.parse(text);
    if (key !== 'schoolCategory' && !appliesTo(def, chosen)) continue;
    // A name over the limit is kept, so that the page can say so instead of showing every school.
    if (parsed && 'error' in parsed && def.kind === 'text') filters[key] = text.trim();
    if (!parsed || 'error' in parsed) continue;
    filters[key] = parsed.value;
  }
  const allowedTypes = FILTERS.schoolType.valuesFor?.(chosen);
  const types = (filters.schoolType as string[] | undefined)?.filter((type) => allowedTypes?.includes(type as never));
  filters.schoolType = types?.length ? types : undefined;
  return filters as FilterQuery;
}

/** A place: its point (`LAT,LON`, as the API takes it), an optional radius and the name it was chosen by. */
export type PlaceSearch = { near?: string; radius?: number; place?: string };

export function parsePlace(raw: Raw): PlaceSearch {
  const point = parseLatLon(asText(raw.near) ?? '');
  // Keys present even when dropped, so that no raw value shows through (see parseFilters).
  if (typeof point === 'string') return { near: undefined, radius: undefined, place: undefined };
  const radius = positiveInt(20_000)(raw.radius);
  const place = asText(raw.place)?.trim().slice(0, 60) || undefined;
  return { near: formatLatLon(point), radius: radius !== undefined && radius >= 100 ? radius : undefined, place };
}

const parseSort = (raw: unknown, near: string | undefined): Sort | undefined => {
  const sort = SORTS.find((value) => value === raw);
  return sort === 'distance' && !near ? undefined : sort;
};

export type SchoolsSearch = FilterQuery &
  PlaceSearch & { sort?: Sort; page?: number; limit?: number; view?: 'grid' | 'table' };
export const schoolsSearchSchema = {
  parse: (raw: SchoolsSearch & SearchSchemaInput): SchoolsSearch => {
    const input = raw as Raw;
    const place = parsePlace(input);
    const view = input.view === 'grid' || input.view === 'table' ? input.view : undefined;
    return {
      ...parseFilters(input),
      ...place,
      sort: parseSort(input.sort, place.near),
      page: positiveInt(100_000)(input.page),
      limit: positiveInt(MAX_PAGE_SIZE)(input.limit),
      view,
    };
  },
};

export type MapSearch = FilterQuery & PlaceSearch & { school?: number };
export const mapSearchSchema = {
  parse: (raw: MapSearch & SearchSchemaInput): MapSearch => {
    const input = raw as Raw;
    return { ...parseFilters(input), ...parsePlace(input), school: positiveInt(MAX_SCHOOL_ID)(input.school) };
  },
};

/** A school's page: the list it was reached from (list-context.ts). */
export type FromSearch = { from?: string };
export const fromSearchSchema = {
  parse: (raw: FromSearch & SearchSchemaInput): FromSearch => {
    // Every key, undefined when dropped: the router lays the parsed search over the raw one.
    return { from: parseFrom((raw as Raw).from) };
  },
};
