// The in-memory read model: every school of one data version, loaded from the database (the source of
// truth) after each import, with the filters of the API applied in memory.
import { type School, schoolSchema } from '../../shared/schemas.ts';
import type { FileDateInfo } from '../../shared/dataset-schemas.ts';
import { type ChangesIndex, type YearFacts, buildChangesIndex } from './changes-index.ts';
import { type DatasetYears, factSources } from './fact-sources.ts';
import { withRelatedSchools } from './related-schools.ts';
import { compareSchools } from './school-order.ts';
import { searchKey } from './search-key.ts';
import type { SchoolRow } from '../db/schema.ts';
import { buildPlaceIndex, type PlaceIndex } from '../places/place-index.ts';
import type { ReferenceData } from '../places/reference-schemas.ts';
import { withNearestStations } from '../places/stations.ts';
import { type ChangeRow, buildVersionChangeLog, type VersionChangeLog } from './version-change-log.ts';

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
  /** Changes since the earliest school year, and the closed schools' answers. */
  changes: ChangesIndex;
  /** The date of the data: the newest list of schools' file date. */
  dataDate: FileDateInfo | null;
  /** What each data version kept changed (a year of them): the feeds' and the notifications' (decision record 028). */
  versionChanges: VersionChangeLog;
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

/** The facts kept per school year and the school year of each dataset the last import read (decision 012). */
export interface History {
  facts: YearFacts;
  datasetYears: DatasetYears;
  dataDate: FileDateInfo | null;
  /** The rows of data_changes, and the rows of the schools that have left the directory. */
  changeLog: { rows: readonly ChangeRow[]; left: readonly SchoolRow[] };
}
const NO_HISTORY: History = {
  facts: { years: new Map(), earlierIds: new Map() },
  datasetYears: new Map(),
  dataDate: null,
  changeLog: { rows: [], left: [] },
};

export function buildReadModel(
  rows: SchoolRow[],
  version: number,
  updatedAt: string | null,
  reference: ReferenceData = {},
  { facts, datasetYears, dataDate, changeLog }: History = NO_HISTORY,
): ReadModel {
  const stations = reference.mtrStations?.stations ?? [];
  const listed = withRelatedSchools(rows.map((row) => withNearestStations(toSchool(row), stations)));
  const changes = buildChangesIndex(listed, facts, { stations, datasetYears, updatedAt });
  const schools = listed
    .map((school) => ({
      ...school,
      yearChanges: changes.of(school.schoolNo),
      sources: factSources(school, datasetYears, datasetYears.get('schoolLocation') ?? null),
    }))
    .map(validated)
    .sort(compareSchools);
  return {
    changes,
    dataDate,
    version,
    updatedAt,
    schools,
    byId: new Map(schools.map((s) => [s.id, s])),
    searchText: schools.map((s) => searchKey(`${s.name} ${s.englishName ?? ''}`)),
    places: buildPlaceIndex(reference, schools),
    sharedNames: sharedNames(schools),
    versionChanges: buildVersionChangeLog(changeLog.rows, changeLog.left.map(toSchool)),
  };
}
