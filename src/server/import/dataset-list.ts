// The dataset list (config/datasets.json), read and checked once at start: each official dataset with its
// publisher, titles, role for the importer and its school years (newest first), each year with its files.
// Next year's files are a change to that file, not to the code (README "Adding a school year").
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The datasets the importer has a parser for: a dataset of the list names one of these. */
export const DATASET_KEYS = [
  'schoolLocation',
  'kgProfiles',
  'kgScheme',
  'kgVacancy',
  'primaryProfiles',
  'secondaryProfiles',
  'dssFees',
  'throughTrain',
  'sspaNets',
  'districtBoundaries',
  'poaNets',
  'mtrStations',
  'p1NetBoundaries',
] as const;
export type DatasetKey = (typeof DATASET_KEYS)[number];

const SCHOOL_YEAR = /^(\d{4})\/(\d{2})$/;
const schoolYear = z
  .string()
  .refine((year) => {
    const [, start, end] = SCHOOL_YEAR.exec(year) ?? [];
    return start !== undefined && (Number(start) + 1) % 100 === Number(end);
  }, 'must be a school year such as 2025/26');

const fileSchema = z.strictObject({
  /** Path inside the data folder (SCHOOLS_DATA_DIR). */
  file: z.string().min(1),
  /** The official address; null: read from the data folder only. */
  url: z.url({ protocol: /^https$/ }).nullable(),
  format: z.enum(['csv', 'json']),
});

const yearSchema = z.strictObject({
  /** Null when the publisher states none (a list that is not tied to a school year). */
  schoolYear: schoolYear.nullable(),
  /** The file's date where neither the file nor the server says it (the date of the copy, SOURCES.md). */
  knownDate: z.iso.date().nullable(),
  /** Tried in order: the first present (or downloaded) is used. */
  files: z.array(fileSchema).min(1),
});

const datasetSchema = z
  .strictObject({
    key: z.enum(DATASET_KEYS),
    publisher: z.enum(['EDB', 'CHSC', 'HAD', 'third party']),
    title: z.strictObject({ zh: z.string().min(1), en: z.string().min(1) }),
    /** schools: the list of schools, kept per school year (the newest year is the directory); facts: joined into
     * the newest year's schools; places: reference data of the place search. */
    role: z.enum(['schools', 'facts', 'places']),
    /** A missing required dataset stops the import. Earlier years are always optional. */
    required: z.boolean(),
    /** Newest first. */
    years: z.array(yearSchema).min(1),
  })
  .superRefine((dataset, ctx) => {
    if (dataset.years.length > 1 && dataset.role !== 'schools') {
      ctx.addIssue({ code: 'custom', path: ['years'], message: 'only the list of schools (role schools) has earlier years to load; replace the year of a profile with the new one' });
    }
    if (dataset.role === 'schools' && dataset.years.some((y) => y.schoolYear === null)) {
      ctx.addIssue({ code: 'custom', path: ['years'], message: 'each year of the list of schools needs its school year' });
    }
    const years = dataset.years.map((y) => y.schoolYear ?? '');
    if (years.some((year, i) => i > 0 && !(year < years[i - 1]!))) {
      ctx.addIssue({ code: 'custom', path: ['years'], message: 'school years must be given newest first, each once' });
    }
  });

const datasetListSchema = z.strictObject({
  datasets: z.array(datasetSchema).refine((list) => new Set(list.map((d) => d.key)).size === list.length, 'each key once'),
});
export type DatasetRecord = z.infer<typeof datasetSchema>;

/** One school year of a dataset: what the importer loads and the refresh watches. */
export type Dataset = Omit<DatasetRecord, 'years'> & z.infer<typeof yearSchema>;

export function parseDatasetList(json: unknown, source: string): DatasetRecord[] {
  const result = datasetListSchema.safeParse(json);
  if (result.success) return result.data.datasets;
  const issue = result.error.issues[0]!;
  throw new Error(`${source}: ${issue.path.join('.')}: ${issue.message}`);
}

const LIST_FILE = new URL('../../../config/datasets.json', import.meta.url);

/** Every dataset of config/datasets.json with all its years. */
export const DATASET_LIST: readonly DatasetRecord[] = parseDatasetList(JSON.parse(readFileSync(LIST_FILE, 'utf8')), 'config/datasets.json');

const yearOf = (record: DatasetRecord, index: number): Dataset => {
  const { years, ...dataset } = record;
  return { ...dataset, ...years[index]!, required: index === 0 && dataset.required };
};

/** The newest year of every dataset: the data the directory shows. */
export const DATASETS: readonly Dataset[] = DATASET_LIST.map((record) => yearOf(record, 0));

/** The earlier school years (of the list of schools): kept per year, for the changes since the earliest. */
export const EARLIER_YEARS: readonly Dataset[] = DATASET_LIST.flatMap((record) => record.years.slice(1).map((_, i) => yearOf(record, i + 1)));
