// The datasets for the 關於資料 page: the dataset list (config/datasets.json) with what the imports and the
// refresh recorded of each year's file (import_stats, dataset_checks, school_year_facts). Read again from the database
// whenever an import or a check has been recorded since, by this process or another: a check the refresh records
// changes no data version.
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { DatasetsResponse } from '../../shared/dataset-schemas.ts';
import type { Database } from '../db/client.ts';
import { datasetChecks, importStats, schoolYearFacts } from '../db/schema.ts';
import type { ImportReport } from '../import/build-directory.ts';
import { officialUrl } from '../import/dataset-check.ts';
import { DATASETS, DATASET_LIST, type Dataset } from '../import/dataset-list.ts';
import type { ImportedFile } from '../import/file-dates.ts';
import { SCHOOLS_DATASET } from '../import/write-years.ts';

type Summary = Partial<ImportReport>;
type Db = Pick<Database, 'select' | 'selectDistinctOn'>;

async function datasetsReport(db: Db): Promise<DatasetsResponse> {
  const checks = await lastChecks(db);
  const schools = await schoolsPerYear(db);
  const datasets = [];
  for (const { years, ...record } of DATASET_LIST) {
    const dated = [];
    for (const year of years) {
      const dataset: Dataset = { ...record, ...year };
      const read = await lastReading(db, dataset);
      const url = officialUrl(dataset);
      const check = url === null ? undefined : checks.get(`${record.key} ${url}`);
      dated.push({
        schoolYear: year.schoolYear,
        file: read?.file.file ?? year.files[0]!.file,
        url,
        fileDate: read?.file.fileDate ?? null,
        rowsRead: read?.rows ?? null,
        schools: record.key === SCHOOLS_DATASET && year.schoolYear ? (schools.get(year.schoolYear) ?? null) : null,
        matched: read?.join?.matched ?? null,
        unmatched: read?.join?.unmatched ?? null,
        lastImported: read ? iso(read.importDate) : null,
        lastChecked: check ? { at: iso(check.checkedAt), outcome: check.outcome, message: check.message } : null,
      });
    }
    datasets.push({ ...record, years: dated });
  }
  const dataDate = datasets.find((d) => d.key === SCHOOLS_DATASET)?.years[0]?.fileDate ?? null;
  return { dataDate, datasets };
}

/**
 * How long a look at the records stands: requests within it get the report as it was, so that many at once cost one
 * query, not one each (a check or an import shows within this time, and a daily check is not missed by a second).
 */
const RECORDS_LOOK_MS = 1_000;

/** A reading of the report, and the state of the records it was read at (the key of its cached answer). */
export interface DatasetsReading {
  key: string;
  report: DatasetsResponse;
  /** How long the reading stands before the records are looked at again (its answer is sent by address that long). */
  standsMs: number;
}

/**
 * The report, read again only when an import or a check has been recorded since the last reading, by this process or
 * another: at most once per `lookMs` one small query asks (reading the report is two dozen, about 20 ms of PGlite).
 * Both tables only ever gain rows, and an import's row is written in the transaction that writes the facts the report
 * counts: their number of rows and newest id change whenever what the report shows can.
 */
export function datasetsReader(db: Db, lookMs = RECORDS_LOOK_MS): () => Promise<DatasetsReading> {
  let look: { at: number; key: Promise<string> } | undefined;
  let last: { key: string; report: Promise<DatasetsResponse> } | undefined;
  return async () => {
    if (!look || performance.now() - look.at >= lookMs) {
      const key = recordsKey(db);
      const current = (look = { at: performance.now(), key });
      key.catch(() => {
        if (look === current) look = undefined; // ask again next time
      });
    }
    const { at } = look;
    const key = await look.key;
    if (last?.key !== key) {
      const report = datasetsReport(db);
      last = { key, report };
      report.catch(() => {
        if (last?.report === report) last = undefined; // read again next time
      });
    }
    return { key, report: await last.report, standsMs: Math.max(0, lookMs - (performance.now() - at)) };
  };
}

async function recordsKey(db: Db): Promise<string> {
  const checks = sql<string>`(select count(*) || ' ' || coalesce(max(${datasetChecks.id}), 0) from ${datasetChecks})`;
  const [row] = await db.select({ imports: count(), newestImport: max(importStats.id), checks }).from(importStats);
  return `${row!.imports} ${row!.newestImport ?? 0} ${row!.checks}`;
}

const iso = (time: string) => new Date(time).toISOString();

/**
 * What the last successful import that read this year of the dataset recorded: the file, its rows and date, and
 * the join (only the newest year is joined). An import from the official addresses leaves out an earlier year
 * kept from a data folder: its record is then that of the import that read it.
 */
async function lastReading(db: Db, dataset: Dataset) {
  const file = sql`jsonb_path_query_first(${importStats.summary}->'files', '$[*] ? (@.key == $k && @.schoolYear == $y)', jsonb_build_object('k', ${dataset.key}::text, 'y', ${dataset.schoolYear}::text))`;
  const [row] = await db
    .select({ importDate: importStats.importDate, file: sql<ImportedFile>`${file}`, summary: sql<Pick<Summary, 'rowsRead' | 'joins'>>`jsonb_build_object('rowsRead', ${importStats.summary}->'rowsRead', 'joins', ${importStats.summary}->'joins')` })
    .from(importStats)
    .where(and(eq(importStats.successful, true), sql`${file} is not null`))
    .orderBy(desc(importStats.id))
    .limit(1);
  if (!row) return null;
  const newest = DATASETS.find((d) => d.key === dataset.key)?.schoolYear === dataset.schoolYear;
  return { importDate: row.importDate, file: row.file, rows: row.summary.rowsRead?.[row.file.file] ?? null, join: newest ? row.summary.joins?.[dataset.key] : undefined };
}

/** `dataset url` → the last check of that address. */
async function lastChecks(db: Db) {
  const rows = await db
    .selectDistinctOn([datasetChecks.dataset, datasetChecks.url])
    .from(datasetChecks)
    .orderBy(datasetChecks.dataset, datasetChecks.url, desc(datasetChecks.id));
  return new Map(rows.map((r) => [`${r.dataset} ${r.url}`, r]));
}

async function schoolsPerYear(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ year: schoolYearFacts.schoolYear, n: count() })
    .from(schoolYearFacts)
    .where(eq(schoolYearFacts.dataset, SCHOOLS_DATASET))
    .groupBy(schoolYearFacts.schoolYear);
  return new Map(rows.map((r) => [r.year, r.n]));
}
