// The directory builder: SCH_LOC rows merged per school, then every profile source joined in. Pure.
import { CATEGORIES, type Category } from '../../shared/constants.ts';
import { foldText } from '../../shared/normalize.ts';
import { type DirectoryEntry, type LocationFacts, groupBySchool, mergeSessions } from './directory-entry.ts';
import { joinKindergartens } from './join-kg.ts';
import { applyPrimaryProfile, applySecondaryProfile, joinProfiles } from './join-profiles.ts';
import { joinDssFees, joinSspaNets, joinThroughTrain, linkThroughTrainPrimaries } from './join-small-lists.ts';
import { type GridCheck, checkGrid } from './grid-check.ts';
import type { JoinStats } from './join-stats.ts';
import type { DistrictBoundary } from './district-boundaries.ts';
import type { Parsed, ParsedSources } from './parse-sources.ts';
import type { LocationRow } from './parse-school-location.ts';

export interface ImportReport {
  /** Data rows read per file. */
  rowsRead: Record<string, number>;
  /** Directory entries per category. */
  entries: Record<Category, number>;
  /** Joins per profile source (absent optional sources are left out). */
  joins: Record<string, JoinStats>;
  /** LATITUDE/LONGITUDE against the HK1980 grid: the rows over 1 km apart and the position each took. */
  coordinates: GridCheck;
}

export interface BuildResult {
  rows: DirectoryEntry[];
  report: ImportReport;
  /** What the location file alone says of each school (before the profiles are joined): this year's facts. */
  location: LocationFacts[];
}

/** One entry per school × site × level of a location file, its positions checked against the grid. */
export function locationEntries(location: Parsed<LocationRow>, boundaries: readonly DistrictBoundary[] | null, importedDate: string) {
  const grid = checkGrid(location.rows, boundaries);
  const rows: DirectoryEntry[] = [];
  for (const [schoolNo, group] of groupBySchool(grid.rows)) {
    try {
      rows.push(mergeSessions(schoolNo, group, importedDate));
    } catch (error) {
      throw new Error(`${location.file}: school ${schoolNo}: ${(error as Error).message}`, { cause: error });
    }
  }
  return { rows, grid };
}

/** The facts to keep per year: the entry without its search text and date. */
export const locationFacts = ({ searchText: _searchText, importedDate: _importedDate, ...facts }: DirectoryEntry): LocationFacts =>
  structuredClone(facts);

export function buildDirectory(sources: ParsedSources, importedDate: string): BuildResult {
  const { rows, grid } = locationEntries(sources.schoolLocation, sources.districtBoundaries?.rows ?? null, importedDate);
  const location = rows.map(locationFacts);
  const of = (category: Category) => rows.filter((r) => r.schoolCategory === category);
  const kindergartens = of('幼稚園');
  const primaries = of('小學');
  const secondaries = of('中學');

  const joins: Record<string, JoinStats> = {};
  const kg = joinKindergartens(kindergartens, {
    profiles: sources.kgProfiles.rows,
    scheme: sources.kgScheme.rows,
    vacancies: sources.kgVacancy?.rows ?? null,
  });
  joins.kgProfiles = kg.kgProfiles;
  joins.kgScheme = kg.kgScheme;
  if (kg.kgVacancy) joins.kgVacancy = kg.kgVacancy;
  joins.primaryProfiles = joinProfiles(primaries, sources.primaryProfiles.rows, applyPrimaryProfile);
  if (sources.secondaryProfiles) {
    joins.secondaryProfiles = joinProfiles(secondaries, sources.secondaryProfiles.rows, applySecondaryProfile);
  }
  joins.dssFees = joinDssFees(rows, sources.dssFees.rows);
  joins.throughTrain = joinThroughTrain(rows, sources.throughTrain.rows);
  joins.throughTrainPrimaries = linkThroughTrainPrimaries(rows);
  if (sources.sspaNets) joins.sspaNets = joinSspaNets(rows, sources.sspaNets.rows);

  for (const row of rows) row.searchText = searchTextOf(row.name, row.englishName);

  const rowsRead: Record<string, number> = {};
  for (const parsed of Object.values(sources)) if (parsed) rowsRead[parsed.file] = parsed.rows.length;
  const entries = Object.fromEntries(CATEGORIES.map((c) => [c, of(c).length])) as Record<Category, number>;
  return { rows, report: { rowsRead, entries, joins, coordinates: grid.report }, location };
}

/** Folded Chinese name and folded English name, separated by a space (lower case). */
export function searchTextOf(name: string, englishName: string | null): string {
  return `${foldText(name)} ${englishName ? foldText(englishName) : ''}`.trim();
}
