// Keeps the read model in step with the database: loads it at start, then reloads it when the data
// version (the id of the last successful import) changes, found by a light periodic check or at once
// by a PostgreSQL notification from the importing process. Requests never wait on the database.
import { desc, eq, isNull } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { plainMessage } from '../db/database-errors.ts';
import { importStats, referenceData, schools } from '../db/schema.ts';
import { readReferenceRows } from '../places/reference-schemas.ts';
import { buildReadModel, type ReadModel } from './read-model.ts';

export class SchoolStore {
  private model: ReadModel = buildReadModel([], 0, null);
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private loadedOnce = false;

  /** `onError`: a reload that fails (database away, a record that breaks the schema) keeps the current data. */
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly onError: (error: unknown) => void = (error) =>
      console.error(`read model reload failed (serving the data loaded before): ${plainMessage(error)}`),
  ) {}

  get current(): ReadModel {
    return this.model;
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

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reloads when the data version changed; concurrent calls share one reload. */
  refresh(): Promise<void> {
    this.refreshing ??= this.reloadIfChanged().finally(() => {
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
        return buildReadModel(rows, snapshot?.id ?? 0, updatedAt, reference);
      },
      { isolationLevel: 'repeatable read' },
    );
    this.loadedOnce = true;
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
