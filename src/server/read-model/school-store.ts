// Keeps the read model in step with the database: loads it at start, then reloads it when the data
// version (the id of the last successful import) changes, found by a light periodic check or at once
// by a PostgreSQL notification from the importing process. Requests never wait on the database.
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { plainMessage } from '../db/database-errors.ts';
import { dataChanges, earlierSchoolIds, importStats, referenceData, schoolYearFacts, schools } from '../db/schema.ts';
import type { LocationFacts } from '../import/directory-entry.ts';
import type { ImportedFile } from '../import/file-dates.ts';
import { SCHOOLS_DATASET } from '../import/write-years.ts';
import { readReferenceRows } from '../places/reference-schemas.ts';
import { type History, buildReadModel, type ReadModel } from './read-model.ts';

export class SchoolStore {
  private model: ReadModel = buildReadModel([], 0, null);
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private rerun: Promise<void> | undefined;
  private loadedOnce = false;
  private rebuiltAtMs = Number.NEGATIVE_INFINITY;
  private readonly reloadListeners: (() => void)[] = [];

  private readonly handle: DatabaseHandle;
  private readonly onError: (error: unknown) => void;

  /** `onError`: a reload that fails (database away, a record that breaks the schema) keeps the current data. */
  constructor(
    handle: DatabaseHandle,
    onError: (error: unknown) => void = (error) =>
      console.error(`read model reload failed (serving the data loaded before): ${plainMessage(error)}`),
  ) {
    this.handle = handle;
    this.onError = onError;
  }

  get current(): ReadModel {
    return this.model;
  }

  /**
   * When the read model was last rebuilt (performance.now()). A rebuild holds the event loop, in every process at
   * once after an import: shedding under overload does not count that as overload (edge/overload.ts).
   */
  get rebuiltAt(): number {
    return this.rebuiltAtMs;
  }

  /** Whether the data was loaded from the database at least once (until then the model is empty). */
  get loaded(): boolean {
    return this.loadedOnce;
  }

  /** Loads the data, then keeps watching for new imports every `intervalMs`. */
  async start(intervalMs: number): Promise<void> {
    await this.refresh();
    const reload = () => void this.refresh().catch(this.onError);
    await this.handle.onImport(reload);
    if (intervalMs > 0) {
      this.timer = setInterval(reload, intervalMs);
      this.timer.unref();
    }
  }

  /** Calls back after each load of a new data version. */
  onReload(listener: () => void): void {
    this.reloadListeners.push(listener);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * Reloads when the data version changed. A call while a reload is running gets one more reload after it (that
   * one may have read the version before the change this call was made for); the calls made meanwhile share it.
   */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.rerun ??= this.refreshing
        .catch(() => undefined)
        .then(() => {
          this.rerun = undefined;
          return this.refresh();
        });
      return this.rerun;
    }
    this.refreshing = this.reloadIfChanged().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async reloadIfChanged(): Promise<void> {
    const latest = await this.latestImport(this.handle.db);
    if ((latest?.id ?? 0) === this.model.version && this.model.schools.length > 0) {
      this.loadedOnce = true;
      return;
    }
    // Read the version and the rows in one snapshot so they belong together.
    this.model = await this.handle.db.transaction(
      async (tx) => {
        const snapshot = await this.latestImport(tx);
        const rows = await tx.select().from(schools).where(isNull(schools.leftAt));
        const reference = readReferenceRows(await tx.select().from(referenceData));
        const updatedAt = snapshot ? new Date(snapshot.importDate).toISOString() : null;
        return buildReadModel(rows, snapshot?.id ?? 0, updatedAt, reference, await this.history(tx, snapshot?.id));
      },
      { isolationLevel: 'repeatable read' },
    );
    this.rebuiltAtMs = performance.now();
    this.loadedOnce = true;
    for (const listener of this.reloadListeners) listener();
  }

  /** The list of schools of every year, the ids of the numbers the newest year does not list, each dataset's year. */
  private async history(db: Pick<Database, 'select'>, importId: number | undefined): Promise<History> {
    const [stats] = importId
      ? await db.select({ files: sql<ImportedFile[] | null>`${importStats.summary}->'files'` }).from(importStats).where(eq(importStats.id, importId))
      : [];
    const files = stats?.files ?? [];
    const years = new Map<string, Map<string, LocationFacts>>();
    const rows = await db.select().from(schoolYearFacts).where(eq(schoolYearFacts.dataset, SCHOOLS_DATASET));
    for (const row of rows) years.set(row.schoolYear, (years.get(row.schoolYear) ?? new Map()).set(row.schoolNo, row.facts as LocationFacts));
    const left = await db.select().from(schools).where(isNotNull(schools.leftAt));
    const earlier = await db.select().from(earlierSchoolIds);
    const earlierIds = new Map([...left, ...earlier].map((r) => [r.schoolNo, r.id]));
    // The newest year of each dataset the import read (earlier years of the list of schools come after it).
    const datasetYears = new Map<string, string | null>();
    for (const file of files) if (!datasetYears.has(file.key)) datasetYears.set(file.key, file.schoolYear);
    const dataDate = files.find((f) => f.key === SCHOOLS_DATASET)?.fileDate ?? null;
    const changeLog = { rows: await db.select().from(dataChanges), left };
    return { facts: { years, earlierIds }, datasetYears, dataDate, changeLog };
  }

  private async latestImport(db: Pick<Database, 'select'>) {
    const [latest] = await db
      .select({ id: importStats.id, importDate: importStats.importDate })
      .from(importStats)
      .where(eq(importStats.successful, true))
      .orderBy(desc(importStats.id))
      .limit(1);
    return latest;
  }
}
