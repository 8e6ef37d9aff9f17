// The in-memory read model: every school of one data version, loaded from the database (the source of
// truth) after each import, with the filters of the API applied in memory.
import { CATEGORIES, DISTRICTS } from '../../shared/constants.ts';
import { type School, schoolSchema } from '../../shared/schemas.ts';
import { withRelatedSchools } from './related-schools.ts';
import { searchKey } from './search-key.ts';
import type { SchoolRow } from '../db/schema.ts';
import { buildPlaceIndex, type PlaceIndex } from '../places/place-index.ts';
import type { ReferenceData } from '../places/reference-schemas.ts';
import { withNearestStations } from '../places/stations.ts';

export interface ReadModel {
  version: number;
  updatedAt: string | null;
  schools: readonly School[];
  byId: ReadonlyMap<number, School>;
  /** Search keys (see search-key.ts) of the name and English name per school, same order as `schools`. */
  searchText: readonly string[];
  /** Stations, districts, P1 net areas and the nets of a point (src/server/places). */
  places: PlaceIndex;
  /** Names that more than one school has: lists show those schools' addresses to tell them apart. */
  sharedNames: ReadonlySet<string>;
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

/**
 * Every school is checked against the shared schema once per data version: the responses are pre-serialised,
 * so this is where a record that breaks the API contract is caught (and the previous data kept).
 */
function validated(school: School): School {
  const result = schoolSchema.safeParse(school);
  if (result.success) return school;
  const issue = result.error.issues[0]!;
  throw new Error(`School ${school.id} (${school.schoolNo}) breaks the school schema at ${issue.path.join('.')}: ${issue.message}`);
}

function sharedNames(schools: readonly School[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { name } of schools) (seen.has(name) ? shared : seen).add(name);
  return shared;
}

export function buildReadModel(
  rows: SchoolRow[],
  version: number,
  updatedAt: string | null,
  reference: ReferenceData = {},
): ReadModel {
  const stations = reference.mtrStations?.stations ?? [];
  const schools = withRelatedSchools(rows.map((row) => withNearestStations(toSchool(row), stations)))
    .map(validated)
    .sort(compareSchools);
  return {
    version,
    updatedAt,
    schools,
    byId: new Map(schools.map((s) => [s.id, s])),
    searchText: schools.map((s) => searchKey(`${s.name} ${s.englishName ?? ''}`)),
    places: buildPlaceIndex(reference, schools),
    sharedNames: sharedNames(schools),
  };
}
