// Lenient URL search params: a malformed value falls back to its default (undefined) instead of failing.
// They accept exactly the values of the API's strict zod schemas (shared/schemas.ts `filterFields`), read
// from the same constant lists. Hand-written rather than zod because zod would add ~25 KB gzipped to the
// first screen (budget: 120 KB for / and /schools); only zod's types are used on the client.
import type { SearchSchemaInput } from '@tanstack/react-router';
import { CATEGORIES, DISTRICTS, GENDERS, MAX_COMPARE, MAX_PAGE_SIZE, RELIGIONS, SCHOOL_TYPES } from '../../shared/constants.ts';
import type { FilterQuery } from '../../shared/schemas.ts';
import { resolveType } from './filter-options.ts';

type Raw = Record<string, unknown>;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: unknown): T | 'all' | undefined =>
    raw === 'all' || values.includes(raw as T) ? (raw as T | 'all') : undefined;

const positiveInt = (max: number) => (raw: unknown) => {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
};

const name = (raw: unknown) => {
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  return text && text.length <= 100 ? text : undefined;
};

const district = oneOf(DISTRICTS);
const schoolType = oneOf(SCHOOL_TYPES);
const schoolCategory = oneOf(CATEGORIES);
const page = positiveInt(100_000);

/** Category and type together: a type the category does not allow is reset to all (SPEC §4). */
function categoryAndType(raw: Raw) {
  const category = schoolCategory(raw.schoolCategory);
  const type = schoolType(raw.schoolType);
  return { schoolType: type === 'all' ? type : resolveType(category, type), schoolCategory: category };
}

function filters(raw: Raw): Required<FilterQuery> extends infer F ? { [K in keyof F]?: F[K] } : never {
  return {
    name: name(raw.name),
    district: district(raw.district),
    ...categoryAndType(raw),
    religiousAffiliation: oneOf(RELIGIONS)(raw.religiousAffiliation),
    gender: oneOf(GENDERS)(raw.gender),
  };
}

export type SchoolsSearch = FilterQuery & { page?: number; limit?: number; view?: 'grid' | 'table' };
export const schoolsSearchSchema = {
  parse: (raw: SchoolsSearch & SearchSchemaInput): SchoolsSearch => {
    const input = raw as Raw;
    const view = input.view === 'grid' || input.view === 'table' ? input.view : undefined;
    return { ...filters(input), page: page(input.page), limit: positiveInt(MAX_PAGE_SIZE)(input.limit), view };
  },
};

export type MapSearch = Pick<FilterQuery, 'name' | 'district' | 'schoolCategory' | 'schoolType'> & { school?: number };
export const mapSearchSchema = {
  parse: (raw: MapSearch & SearchSchemaInput): MapSearch => {
    const input = raw as Raw;
    return {
      name: name(input.name),
      district: district(input.district),
      ...categoryAndType(input),
      school: positiveInt(2_147_483_647)(input.school),
    };
  },
};

/** `?schools=1,2,3`: positive integer ids, no duplicates, at most 3; anything else is dropped. */
export type CompareSearch = { schools: number[] };
export const compareSearchSchema = {
  parse: (raw: { schools?: string | number | readonly number[] } & SearchSchemaInput): CompareSearch => {
    const value: unknown = (raw as Raw).schools;
    const parts = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
    const ids = parts.map(positiveInt(2_147_483_647)).filter((id): id is number => id !== undefined);
    return { schools: [...new Set(ids)].slice(0, MAX_COMPARE) };
  },
};
