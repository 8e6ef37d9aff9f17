// The in-memory read model: every school of one data version, loaded from the database (the source of
// truth) after each import, with the filters of the API applied in memory.
import { CATEGORIES, DISTRICTS } from '../../shared/constants.ts';
import { foldText } from '../../shared/normalize.ts';
import type { FilterQuery, School } from '../../shared/schemas.ts';
import type { SchoolRow } from '../db/schema.ts';

export interface ReadModel {
  version: number;
  updatedAt: string | null;
  schools: readonly School[];
  byId: ReadonlyMap<number, School>;
  /** Folded name and English name per school, same order as `schools`. */
  searchText: readonly string[];
}

const categoryOrder = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));
const districtOrder = new Map<string, number>(DISTRICTS.map((d, i) => [d, i]));
const collator = new Intl.Collator('zh-Hant-HK');

/** Directory order: category, then district in the SPEC's order, then name. */
function compareSchools(a: School, b: School): number {
  return (
    (categoryOrder.get(a.schoolCategory) ?? 9) - (categoryOrder.get(b.schoolCategory) ?? 9) ||
    (districtOrder.get(a.district) ?? 99) - (districtOrder.get(b.district) ?? 99) ||
    collator.compare(a.name, b.name) ||
    a.id - b.id
  );
}

export function toSchool(row: SchoolRow): School {
  const { searchText: _searchText, leftAt: _leftAt, importedDate, ...school } = row;
  return { ...school, importedDate: new Date(importedDate).toISOString() } as School;
}

export function buildReadModel(rows: SchoolRow[], version: number, updatedAt: string | null): ReadModel {
  const schools = rows.map(toSchool).sort(compareSchools);
  return {
    version,
    updatedAt,
    schools,
    byId: new Map(schools.map((s) => [s.id, s])),
    searchText: schools.map((s) => foldText(`${s.name} ${s.englishName ?? ''}`)),
  };
}

const FILTER_KEYS = ['district', 'schoolCategory', 'schoolType', 'religiousAffiliation', 'gender'] as const;

/**
 * The filters that take effect, as one canonical object: 'all' and blanks dropped, the name folded (and dropped
 * when it folds to nothing, e.g. '., '). Equal objects mean equal results, so it also keys the response cache.
 */
export function activeFilters(filters: FilterQuery): FilterQuery {
  const active: FilterQuery = {};
  const name = filters.name ? foldText(filters.name) : '';
  if (name) active.name = name;
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== 'all') Object.assign(active, { [key]: value });
  }
  return active;
}

/** The schools matching the filters, in directory order; names match folded, partial, Chinese or English. */
export function filterSchools(model: ReadModel, filters: FilterQuery): School[] {
  const { name, ...exact } = activeFilters(filters);
  const checks = Object.entries(exact).map(([key, value]) => (s: School) => s[key as keyof typeof exact] === value);
  return model.schools.filter(
    (school, i) => (!name || model.searchText[i]!.includes(name)) && checks.every((check) => check(school)),
  );
}
