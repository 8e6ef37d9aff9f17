// The date of each file an import read, and where it comes from: the file itself (the vacancy list's As At Date),
// the server's Last-Modified (a download), or the dataset list's knownDate (the date of the copy; SOURCES.md).
import type { FileDateInfo as FileDate } from '../../shared/dataset-schemas.ts';
import { DATASETS, EARLIER_YEARS } from './dataset-list.ts';
import type { LoadedFile, LoadedSources } from './sources.ts';

/** One file of an import, as the import summary records it. */
export interface ImportedFile {
  key: string;
  schoolYear: string | null;
  file: string;
  fileDate: FileDate | null;
}

const knownDate = (file: LoadedFile) =>
  [...DATASETS, ...EARLIER_YEARS].find((d) => d.key === file.key && d.schoolYear === file.schoolYear)?.knownDate ?? null;

const isoDay = (httpDate: string) => {
  const time = Date.parse(httpDate);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
};

/** `inFile`: the date the file states, where it states one (the latest, for a list with a date per row). */
function fileDateOf(file: LoadedFile, inFile: string | null): FileDate | null {
  if (inFile) return { date: inFile, from: 'file' };
  const modified = file.lastModified && isoDay(file.lastModified);
  if (modified) return { date: modified, from: 'last-modified' };
  const known = knownDate(file);
  return known ? { date: known, from: 'dataset list' } : null;
}

export function importedFile(file: LoadedFile, inFile: string | null = null): ImportedFile {
  return { key: file.key, schoolYear: file.schoolYear, file: file.file, fileDate: fileDateOf(file, inFile) };
}

/** Every file an import read, the newest years first; the vacancy list dated by its latest As At Date. */
export function importedFiles(loaded: LoadedSources, vacancies: readonly { asAt: string }[] | null, earlier: readonly LoadedFile[]): ImportedFile[] {
  const asAt = vacancies?.reduce<string | null>((latest, r) => (latest === null || r.asAt > latest ? r.asAt : latest), null) ?? null;
  return [
    ...Object.values(loaded).map((file) => importedFile(file, file.key === 'kgVacancy' ? asAt : null)),
    ...earlier.map((file) => importedFile(file)),
  ];
}
