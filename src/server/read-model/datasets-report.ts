// The datasets for the 關於資料 page: the dataset list (config/datasets.json) with what the imports and the
// refresh recorded of each year's file (import_stats, dataset_checks, school_year_facts). Read from the database
// on each request: a check the refresh records changes no data version.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { DatasetsResponse } from '../../shared/dataset-schemas.ts';
import type { Database } from '../db/client.ts';
import { datasetChecks, importStats, schoolYearFacts } from '../db/schema.ts';
import type { ImportReport } from '../import/build-directory.ts';
import { officialUrl } from '../import/dataset-check.ts';
import { DATASET_LIST, type Dataset } from '../import/dataset-list.ts';
import type { ImportedFile } from '../import/file-dates.ts';
import { SCHOOLS_DATASET } from '../import/write-years.ts';

type Summary = Partial<ImportReport> & { files?: ImportedFile[] };
type Db = Pick<Database, 'select' | 'selectDistinctOn'>;

export async function datasetsReport(db: Db): Promise<DatasetsResponse> {
  const [last] = await db
    .select({ summary: importStats.summary })
    .from(importStats)
    .where(eq(importStats.successful, true))
    .orderBy(desc(importStats.id))
    .limit(1);
  const summary = (last?.summary ?? {}) as Summary;
  const imported = await lastImported(db);
  const checks = await lastChecks(db);
  const schools = await schoolsPerYear(db);
  const fileOf = (dataset: Dataset) => summary.files?.find((f) => f.key === dataset.key && f.schoolYear === dataset.schoolYear);
  const datasets = DATASET_LIST.map(({ years, ...record }) => ({
    ...record,
    years: years.map((year, index) => {
      const dataset = { ...record, ...year };
      const read = fileOf(dataset);
      const file = read?.file ?? year.files[0]!.file;
      const url = officialUrl(dataset);
      const join = index === 0 ? summary.joins?.[record.key] : undefined;
      const check = url === null ? undefined : checks.get(`${record.key} ${url}`);
      return {
        schoolYear: year.schoolYear,
        file,
        url,
        fileDate: read?.fileDate ?? null,
        rowsRead: summary.rowsRead?.[file] ?? null,
        schools: record.key === SCHOOLS_DATASET && year.schoolYear ? (schools.get(year.schoolYear) ?? null) : null,
        matched: join?.matched ?? null,
        unmatched: join?.unmatched ?? null,
        lastImported: imported.get(file) ?? null,
        lastChecked: check ? { at: iso(check.checkedAt), outcome: check.outcome, message: check.message } : null,
      };
    }),
  }));
  const dataDate = datasets.find((d) => d.key === SCHOOLS_DATASET)?.years[0]?.fileDate ?? null;
  return { dataDate, datasets };
}

const iso = (time: string) => new Date(time).toISOString();

/** File → time of the last successful import that read it. */
async function lastImported(db: Db): Promise<Map<string, string>> {
  const file = sql<string>`f.key`;
  const rows = await db
    .select({ file, at: sql<string>`max(${importStats.importDate})` })
    .from(sql`${importStats} cross join lateral jsonb_object_keys(coalesce(${importStats.summary}->'rowsRead', '{}'::jsonb)) as f(key)`)
    .where(eq(importStats.successful, true))
    .groupBy(file);
  return new Map(rows.map((r) => [r.file, iso(r.at)]));
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
