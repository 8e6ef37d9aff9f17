// Runs an import: load, parse and build first, then one transaction that upserts by school number.
import { and, count, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { CONNECTION_LOST_MESSAGE, plainError } from '../db/database-errors.ts';
import { dataChanges, importStats, schools } from '../db/schema.ts';
import { type ImportReport, buildDirectory } from './build-directory.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { parseSources } from './parse-sources.ts';
import { buildReference } from './build-reference.ts';
import { writeReference } from './write-reference.ts';
import type { P1Accuracy } from '../places/reference-schemas.ts';
import { type LastImport, type Plausibility, assertPlausible, implausibilities, measurePlausibility } from './plausibility.ts';
import { factDatasetYears, loadEarlierYears, loadSources } from './sources.ts';
import { assertTextLimits } from './text-limits.ts';
import { buildEarlierYears, entriesByCategory, factsOf, yearOf } from './earlier-years.ts';
import { type ImportedFile, importedFiles } from './file-dates.ts';
import { giveEarlierIds, withEarlierIds, writeDatasetFacts, writeYearFacts } from './write-years.ts';
import { type VersionFacts, versionChanges } from './version-changes.ts';

export interface ImportOptions {
  /** Folder with the official files (SCHOOLS_DATA_DIR); without it they are downloaded. */
  dataDir?: string;
  log?: (line: string) => void;
  /** Fewer schools than this means a truncated location file: refused. */
  minSchools?: number;
  /** Accept a file with under 90% of the records of the last successful import (the source really shrank). */
  allowShrink?: boolean;
  /** Accept names that look like addresses, coordinates or profile joins that collapsed (see plausibility.ts). */
  allowImplausible?: boolean;
  /** Downloads through this (the refresh's tests point it at a local server). */
  fetchImpl?: typeof fetch;
}

export interface ImportSummary extends ImportReport {
  /** Schools inserted, updated (values changed), unchanged, and marked as having left the source. */
  written: { inserted: number; updated: number; unchanged: number; left: number };
  /** School numbers only an earlier school year lists that this import gave an id. */
  earlierSchools: number;
  /** Every file read, with its dataset, school year and date. */
  files: ImportedFile[];
  /** The P1 net estimate measured on this import's schools (leave-one-out); null without nets or boundaries. */
  p1Estimate: P1Accuracy | null;
  /** Schools located in Hong Kong and names that look like addresses, compared by the next import. */
  plausibility: Plausibility;
  durationMs: number;
  importDate: string;
}

const BATCH = 400;
/** Serialises imports across processes sharing one PostgreSQL (and the first-start import of several servers). */
export const IMPORT_LOCK = 7215002;
const SHRINK_LIMIT = 0.9;

/** Thrown inside the transaction when another process filled the empty directory first. */
class AlreadyImported extends Error {}

export async function runImport(handle: DatabaseHandle, options: ImportOptions = {}): Promise<ImportSummary> {
  return (await importOnce(handle, options, false))!;
}

/** Imports when the directory is empty (first start); returns null when there was data already. */
export async function importIfEmpty(handle: DatabaseHandle, options: ImportOptions = {}): Promise<ImportSummary | null> {
  if ((await activeSchools(handle.db)) > 0) return null;
  options.log?.('the schools table is empty: importing the official data');
  return importOnce(handle, options, true);
}

async function importOnce(handle: DatabaseHandle, options: ImportOptions, onlyIfEmpty: boolean): Promise<ImportSummary | null> {
  const started = Date.now();
  const importDate = new Date(started).toISOString();
  const log = options.log ?? (() => {});
  try {
    const loadOptions = { dataDir: options.dataDir, log, fetchImpl: options.fetchImpl };
    const loaded = await loadSources(loadOptions);
    const loadedEarlier = await loadEarlierYears(loadOptions);
    const parsed = parseSources(loaded);
    const built = buildDirectory(parsed, importDate);
    const { rows } = built;
    const earlier = buildEarlierYears(loadedEarlier, parsed.districtBoundaries?.rows ?? null, importDate);
    // Each year's file passes the same guards: the shrink guard through rowsRead, the sanity and text checks here.
    const report = { ...built.report, rowsRead: { ...built.report.rowsRead, ...Object.fromEntries(earlier.map((y) => [y.file, y.rowsRead])) } };
    const reference = buildReference(parsed, rows);
    const p1Estimate = reference.p1NetEstimate ?? null;
    const locationFile = loaded.schoolLocation?.file ?? 'school location file';
    for (const [entries, file] of [[rows, locationFile] as const, ...earlier.map((y) => [y.entries, y.file] as const)]) {
      checkSanity(entries, file, options.minSchools ?? 1000);
      assertTextLimits(entries, file);
    }
    const years = [
      { schoolYear: yearOf(loaded.schoolLocation!), facts: built.location },
      ...earlier.map((y) => ({ schoolYear: y.schoolYear, facts: factsOf(y) })),
    ];
    const files = importedFiles(loaded, parsed.kgVacancy?.rows ?? null, loadedEarlier);
    const plausibility = measurePlausibility(rows);
    const joinFiles = Object.fromEntries(Object.entries(loaded).map(([key, file]) => [key, file.file]));
    log(`built ${rows.length} schools; writing`);
    const { written, earlierSchools } = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      if (onlyIfEmpty && (await activeSchools(tx)) > 0) throw new AlreadyImported();
      const last = await lastSuccessfulSummary(tx);
      if (!options.allowShrink) checkShrink(await rowsReadBefore(tx, last, Object.keys(report.rowsRead)), report);
      if (!options.allowImplausible) {
        assertPlausible(implausibilities(plausibility, report.joins, last, locationFile, joinFiles));
      }
      const before = await listedFacts(tx);
      let inserted = 0;
      let changed = 0;
      const values = await withEarlierIds(tx, rows);
      for (let i = 0; i < values.length; i += BATCH) {
        const result = await tx
          .insert(schools)
          .values(values.slice(i, i + BATCH))
          .onConflictDoUpdate({ target: schools.schoolNo, set: UPDATE_SET, setWhere: CHANGED })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        changed += result.length;
        inserted += result.filter((r) => r.inserted).length;
      }
      const left = await tx
        .update(schools)
        .set({ leftAt: importDate })
        .where(and(isNull(schools.leftAt), notInArray(schools.schoolNo, rows.map((r) => r.schoolNo))))
        .returning({ id: schools.id });
      await writeYearFacts(tx, years);
      await writeDatasetFacts(tx, rows, factDatasetYears(loaded));
      const earlierSchools = await giveEarlierIds(tx, earlier, new Set(rows.map((r) => r.schoolNo)));
      const summary = { inserted, updated: changed - inserted, unchanged: rows.length - changed, left: left.length };
      const [stats] = await tx.insert(importStats).values({
        importDate,
        kindergartenCount: report.entries['幼稚園'],
        primaryCount: report.entries['小學'],
        secondaryCount: report.entries['中學'],
        successful: true,
        summary: { ...report, written: summary, earlierSchools, files, p1Estimate, plausibility, durationMs: Date.now() - started },
      }).returning({ id: importStats.id });
      // The first import of an empty directory changes nothing anyone follows.
      if (before.length > 0) await writeChanges(tx, versionChanges(before, await listedFacts(tx)), stats!.id, importDate);
      await writeReference(tx, reference, importDate);
      return { written: summary, earlierSchools };
    });
    await handle.announceImport();
    const durationMs = Date.now() - started;
    log(`import done in ${durationMs} ms`);
    return { ...report, written, earlierSchools, files, p1Estimate, plausibility, durationMs, importDate };
  } catch (error) {
    if (error instanceof AlreadyImported) {
      log('another process imported the data meanwhile');
      return null;
    }
    // Said plainly (a full disk, a lost connection), without the SQL and parameters of a failed query.
    const failure = plainError(error, handle.storage);
    await recordFailure(handle, importDate, failure.message, log);
    throw failure;
  }
}

/**
 * Records a failed import. A connection killed with the import's may still sit in the pool: the record is tried
 * again on a fresh connection, three times at most.
 */
async function recordFailure(handle: DatabaseHandle, importDate: string, message: string, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.db.insert(importStats).values({ importDate, successful: false, errorMessage: message });
      return;
    } catch (recordError) {
      const reason = plainError(recordError, handle.storage);
      if (!CONNECTION_LOST_MESSAGE.test(reason.message) || attempt === 3) {
        log(`could not record the failed import: ${reason.message}`);
        return;
      }
    }
  }
}

/** What version-changes.ts compares of the schools listed now. */
async function listedFacts(db: Pick<Database, 'select'>): Promise<VersionFacts[]> {
  const { id, schoolNo, name, englishName, address, district, latitude, longitude, schoolType, schoolCategory, financialType, gender, sessions, additionalInfo } =
    getTableColumns(schools);
  const columns = { id, schoolNo, name, englishName, address, district, latitude, longitude, schoolType, schoolCategory, financialType, gender, sessions, additionalInfo };
  return (await db.select(columns).from(schools).where(isNull(schools.leftAt))) as VersionFacts[];
}

/** Keeps this version's changes, and a year of the earlier ones. */
async function writeChanges(db: Pick<Database, 'insert' | 'delete'>, changes: ReturnType<typeof versionChanges>, version: number, importDate: string) {
  await db.delete(dataChanges).where(sql`${dataChanges.importDate} < ${importDate}::timestamptz - interval '1 year'`);
  const rows = changes.map(({ schoolId, kind, school, fields }) => ({ version, importDate, schoolId, kind, school, fields }));
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(dataChanges).values(rows.slice(i, i + BATCH));
}

async function activeSchools(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schools).where(isNull(schools.leftAt));
  return row?.n ?? 0;
}

/**
 * A file cut at a row boundary parses cleanly: it shows as far fewer records than the last successful import
 * read from the same file. Refused below 90%, unless allowShrink says the source really shrank.
 */
function checkShrink(before: Record<string, number>, report: ImportReport): void {
  for (const [file, now] of Object.entries(report.rowsRead)) {
    const previous = before[file];
    if (previous !== undefined && now < previous * SHRINK_LIMIT) {
      throw new Error(
        `${file}: ${now} records, under 90% of the ${previous} the last import read; refusing a file that may be ` +
          'truncated (if the source really shrank, run npm run import -- --allow-shrink)',
      );
    }
  }
}

/**
 * The records each file had when last imported: from the last successful import, or, for a file it did not read
 * (an earlier year's or an optional file absent then), from the last one that read it.
 */
async function rowsReadBefore(db: Pick<Database, 'select'>, last: Partial<ImportReport> | null, files: readonly string[]) {
  const before: Record<string, number> = { ...last?.rowsRead };
  for (const file of files.filter((f) => before[f] === undefined)) {
    const [row] = await db
      .select({ rows: sql<number>`(${importStats.summary}->'rowsRead'->>${file})::int` })
      .from(importStats)
      .where(and(eq(importStats.successful, true), sql`jsonb_exists(${importStats.summary}->'rowsRead', ${file})`))
      .orderBy(desc(importStats.id))
      .limit(1);
    if (row) before[file] = row.rows;
  }
  return before;
}

/** The summary the last successful import stored, or null. */
export async function lastSuccessfulSummary(db: Pick<Database, 'select'>): Promise<(LastImport & Partial<ImportReport>) | null> {
  const [last] = await db
    .select({ summary: importStats.summary })
    .from(importStats)
    .where(eq(importStats.successful, true))
    .orderBy(desc(importStats.id))
    .limit(1);
  return (last?.summary as (LastImport & Partial<ImportReport>) | null | undefined) ?? null;
}

function checkSanity(rows: readonly DirectoryEntry[], file: string, minSchools: number): void {
  if (rows.length < minSchools) {
    throw new Error(`${file}: only ${rows.length} schools (expected at least ${minSchools}); refusing to import a truncated file`);
  }
  const empty = Object.entries(entriesByCategory(rows)).filter(([, n]) => n === 0).map(([category]) => category);
  if (empty.length > 0) throw new Error(`${file}: no ${empty.join(', ')} rows; refusing to import`);
}

const KEY_COLUMNS = new Set(['id', 'schoolNo', 'importedDate']);
// left_at is a value column: the incoming row's null brings a school that had left back, as a change.
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
