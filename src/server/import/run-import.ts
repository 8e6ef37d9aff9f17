// Runs an import: load, parse and build first, then one transaction that upserts by school number.
import { count, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { importStats, schools } from '../db/schema.ts';
import { type ImportReport, buildDirectory } from './build-directory.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { parseSources } from './parse-sources.ts';
import { loadSources } from './sources.ts';

export interface ImportOptions {
  /** Folder with the official files (SCHOOLS_DATA_DIR); without it they are downloaded. */
  dataDir?: string;
  log?: (line: string) => void;
  /** Fewer schools than this means a truncated location file: refused. */
  minSchools?: number;
}

export interface ImportSummary extends ImportReport {
  /** Rows inserted, updated (values changed) and deleted (no longer in the source). */
  written: { inserted: number; updated: number; unchanged: number; deleted: number };
  durationMs: number;
  importDate: string;
}

const BATCH = 400;

export async function runImport(handle: DatabaseHandle, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = Date.now();
  const importDate = new Date(started).toISOString();
  const log = options.log ?? (() => {});
  try {
    const loaded = await loadSources({ dataDir: options.dataDir, log });
    const { rows, report } = buildDirectory(parseSources(loaded), importDate);
    checkSanity(rows, report, loaded.schoolLocation?.file ?? 'school location file', options.minSchools ?? 1000);
    log(`built ${rows.length} schools; writing`);
    const written = await handle.db.transaction(async (tx) => {
      const before = await tx.select({ n: count() }).from(schools);
      let changed = 0;
      for (let i = 0; i < rows.length; i += BATCH) {
        const result = await tx
          .insert(schools)
          .values(rows.slice(i, i + BATCH))
          .onConflictDoUpdate({ target: schools.schoolNo, set: UPDATE_SET, setWhere: CHANGED })
          .returning({ id: schools.id });
        changed += result.length;
      }
      const deleted = await tx
        .delete(schools)
        .where(notInArray(schools.schoolNo, rows.map((r) => r.schoolNo)))
        .returning({ id: schools.id });
      const existing = (before[0]?.n ?? 0) - deleted.length;
      const inserted = rows.length - existing;
      const summary = { inserted, updated: changed - inserted, unchanged: existing - (changed - inserted), deleted: deleted.length };
      await tx.insert(importStats).values({
        importDate,
        kindergartenCount: report.entries['幼稚園'],
        primaryCount: report.entries['小學'],
        secondaryCount: report.entries['中學'],
        successful: true,
        summary: { ...report, written: summary, durationMs: Date.now() - started },
      });
      return summary;
    });
    await handle.announceImport();
    const durationMs = Date.now() - started;
    log(`import done in ${durationMs} ms`);
    return { ...report, written, durationMs, importDate };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    try {
      await handle.db.insert(importStats).values({ importDate, successful: false, errorMessage: message });
    } catch (recordError) {
      log(`could not record the failed import: ${(recordError as Error).message}`);
    }
    throw error;
  }
}

/** Imports when the schools table is empty (first start); returns null when there was data already. */
export async function importIfEmpty(handle: DatabaseHandle, options: ImportOptions = {}): Promise<ImportSummary | null> {
  const [row] = await handle.db.select({ n: count() }).from(schools);
  if ((row?.n ?? 0) > 0) return null;
  options.log?.('the schools table is empty: importing the official data');
  return runImport(handle, options);
}

function checkSanity(rows: readonly DirectoryEntry[], report: ImportReport, file: string, minSchools: number): void {
  if (rows.length < minSchools) {
    throw new Error(`${file}: only ${rows.length} schools (expected at least ${minSchools}); refusing to import a truncated file`);
  }
  const empty = Object.entries(report.entries).filter(([, n]) => n === 0).map(([category]) => category);
  if (empty.length > 0) throw new Error(`${file}: no ${empty.join(', ')} rows; refusing to import`);
}

const KEY_COLUMNS = new Set(['id', 'schoolNo', 'importedDate']);
const valueColumns = Object.fromEntries(
  Object.entries(getTableColumns(schools)).filter(([key]) => !KEY_COLUMNS.has(key)),
);
const excluded = (name: string) => sql.raw(`excluded."${name}"`);

/** Every column but id and school_no from the incoming row; imported_date too, but only for changed rows. */
const UPDATE_SET = Object.fromEntries([
  ...Object.entries(valueColumns).map(([key, column]) => [key, excluded(column.name)]),
  ['importedDate', excluded(schools.importedDate.name)],
]);

/** Rows whose values are all equal are left alone, so their imported_date stays. */
const CHANGED = sql`(${sql.join(
  Object.values(valueColumns).map((c) => sql.raw(`"schools"."${c.name}"`)),
  sql`, `,
)}) is distinct from (${sql.join(
  Object.values(valueColumns).map((c) => excluded(c.name)),
  sql`, `,
)})`;
