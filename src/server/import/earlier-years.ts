// The earlier school years of the list of schools (dataset-list.ts): each year's file parsed and merged into
// entries exactly as the newest one is, so that the facts of every year compare like with like.
import { CATEGORIES, type Category } from '../../shared/constants.ts';
import { locationEntries, locationFacts } from './build-directory.ts';
import type { DirectoryEntry, LocationFacts } from './directory-entry.ts';
import type { DistrictBoundary } from './district-boundaries.ts';
import { parseSchoolLocation } from './parse-school-location.ts';
import type { LoadedFile } from './sources.ts';

export interface YearOfSchools {
  schoolYear: string;
  file: string;
  /** Data rows of the file (the shrink guard compares them with the last import's). */
  rowsRead: number;
  entries: DirectoryEntry[];
}

/** The school year of a file of the list of schools: the dataset list gives one for every such year. */
export function yearOf(file: LoadedFile): string {
  if (file.schoolYear === null) throw new Error(`${file.file}: the dataset list gives no school year for this list of schools`);
  return file.schoolYear;
}

export function buildEarlierYears(files: readonly LoadedFile[], boundaries: readonly DistrictBoundary[] | null, importedDate: string): YearOfSchools[] {
  return files.map((file) => {
    const rows = parseSchoolLocation(file.text, file.file, file.format);
    const { rows: entries } = locationEntries({ file: file.file, rows }, boundaries, importedDate);
    return { schoolYear: yearOf(file), file: file.file, rowsRead: rows.length, entries };
  });
}

export const factsOf = (year: YearOfSchools): LocationFacts[] => year.entries.map(locationFacts);

/** Entries per category, for the sanity check of each year's file. */
export const entriesByCategory = (entries: readonly DirectoryEntry[]) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, entries.filter((e) => e.schoolCategory === c).length])) as Record<Category, number>;
