// Automatic refresh from the official addresses: every dataset checked with a conditional request, the data
// imported through runImport (its guards, its one transaction, the data kept on failure) when one changed, and
// every check recorded in dataset_checks. Several processes on one database share the schedule: a run is claimed
// under a lock, so one of them checks per interval and the others reload on its NOTIFY (decision 011).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { plainMessage } from '../db/database-errors.ts';
import { datasetChecks, refreshRuns } from '../db/schema.ts';
import { type CheckResult, type Validators, checkDataset, officialUrl } from './dataset-check.ts';
import { lastSuccessfulSummary, runImport } from './run-import.ts';
import { DATASETS, type Dataset } from './dataset-list.ts';

export interface RefreshOptions {
  intervalMs: number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface RefreshRun {
  /** False when another run (this process's or another's) started less than an interval ago. */
  ran: boolean;
  checks: CheckResult[];
  /** Why the changes were not imported (a download failed, the import was refused), or null. */
  importError: string | null;
}

const REFRESH_LOCK = 7215003;
/** Timers fire a little early or late: a run is due after 90% of the interval, so a daily tick is never skipped. */
const DUE_FRACTION = 0.9;

export async function refreshOnce(handle: DatabaseHandle, options: RefreshOptions): Promise<RefreshRun> {
  const log = options.log ?? (() => {});
  const fetchImpl = options.fetchImpl ?? fetch;
  if (!(await claimRun(handle.db, options.intervalMs))) return { ran: false, checks: [], importError: null };
  const checks: CheckResult[] = [];
  for (const dataset of DATASETS) {
    const url = officialUrl(dataset);
    if (url === null) continue;
    checks.push(await checkDataset(dataset, url, await lastGood(handle.db, dataset.key, url), fetchImpl, options.timeoutMs ?? 60_000));
  }
  const importError = checks.some((c) => c.status === 'changed') ? await importChanges(handle, checks, fetchImpl, log) : null;
  const checkedAt = new Date().toISOString();
  await handle.db.insert(datasetChecks).values(
    checks.map((c) => {
      const base = { dataset: c.dataset, url: c.url, checkedAt };
      if (c.status === 'failed') return { ...base, outcome: 'failed' as const, message: c.reason };
      if (c.status === 'changed' && importError !== null) return { ...base, outcome: 'failed' as const, message: importError };
      return { ...base, outcome: c.status === 'changed' ? ('imported' as const) : ('unchanged' as const), etag: c.etag, lastModified: c.lastModified };
    }),
  );
  for (const c of checks) log(`refresh: ${c.dataset} ${c.status}${c.status === 'failed' ? `: ${c.reason}` : ''}`);
  return { ran: true, checks, importError };
}

/** Checks at once (a run within the interval, by any process, makes it a no-op), then every interval. */
export function startRefresh(handle: DatabaseHandle, options: RefreshOptions): { stop(): void } {
  const log = options.log ?? (() => {});
  const tick = () => void refreshOnce(handle, options).catch((error: unknown) => log(`refresh failed: ${plainMessage(error)}`));
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

async function claimRun(db: Database, intervalMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const [last] = await tx.select({ startedAt: refreshRuns.startedAt }).from(refreshRuns).orderBy(desc(refreshRuns.id)).limit(1);
    const now = Date.now();
    if (last && now - new Date(last.startedAt).getTime() < intervalMs * DUE_FRACTION) return false;
    await tx.insert(refreshRuns).values({ startedAt: new Date(now).toISOString() });
    return true;
  });
}

/** The validators of the last good answer for this address (a failed check or import leaves them out). */
async function lastGood(db: Database, dataset: string, url: string): Promise<Validators | null> {
  const [row] = await db
    .select({ etag: datasetChecks.etag, lastModified: datasetChecks.lastModified })
    .from(datasetChecks)
    .where(and(eq(datasetChecks.dataset, dataset), eq(datasetChecks.url, url), inArray(datasetChecks.outcome, ['unchanged', 'imported'])))
    .orderBy(desc(datasetChecks.id))
    .limit(1);
  return row ?? null;
}

/**
 * Imports, unless a dataset the current data holds could not be downloaded: the import would then leave it out
 * (an optional one) or fail (a required one). Returns the reason it did not import, or null.
 */
async function importChanges(handle: DatabaseHandle, checks: readonly CheckResult[], fetchImpl: typeof fetch, log: (line: string) => void) {
  const held = await filesHeld(handle.db);
  const datasetOf = (key: string) => DATASETS.find((d) => d.key === key) as Dataset;
  const missing = checks.filter((c) => c.status === 'failed' && datasetOf(c.dataset).files.some((f) => held.has(f.file)));
  if (missing.length > 0) return `not imported: ${missing.map((c) => c.dataset).join(', ')} could not be downloaded`;
  try {
    await runImport(handle, { fetchImpl, log });
    return null;
  } catch (error) {
    return `import failed: ${plainMessage(error)}`;
  }
}

/** The files the last successful import read. */
async function filesHeld(db: Database): Promise<Set<string>> {
  return new Set(Object.keys((await lastSuccessfulSummary(db))?.rowsRead ?? {}));
}
