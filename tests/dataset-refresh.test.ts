// The automatic refresh against a local HTTP server (loopback) standing in for the official addresses: it serves
// the real files with ETags, answers 304 to a matching If-None-Match, and can change a file or fail one. On PGlite
// and PostgreSQL; two processes on one PostgreSQL import a change once.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { datasetChecks, importStats, refreshRuns, schools } from '../src/server/db/schema.ts';
import { officialUrl } from '../src/server/import/dataset-check.ts';
import { type RefreshRun, refreshOnce } from '../src/server/import/refresh.ts';
import { DATASETS } from '../src/server/import/dataset-list.ts';
import { RUN, SHARED_DATA_DIR, SNAPSHOT_FILE, TEST_DATABASE, dropPostgresDatabase, postgresUrlFor, recreatePostgresDatabase } from './databases.ts';

interface Served {
  body: Buffer;
  fail: boolean;
}
/** The official address → what the local server answers for it (absent: 404). */
const files = new Map<string, Served>();
/** The files as in the data folder, none failing: each database's block starts from them. */
function resetFiles(): void {
  files.clear();
  for (const dataset of DATASETS) {
    for (const f of dataset.files) {
      const local = path.join(SHARED_DATA_DIR, f.file);
      if (f.url && existsSync(local)) files.set(f.url, { body: readFileSync(local), fail: false });
    }
  }
}
/** Makes the address answer 500 until the end of the test, however it ends. */
function failUntilTestEnds(url: string): void {
  files.get(url)!.fail = true;
  onTestFinished(() => {
    files.get(url)!.fail = false;
  });
}
const VACANCY_URL = officialUrl(DATASETS.find((d) => d.key === 'kgVacancy')!)!;
const PSP_URL = officialUrl(DATASETS.find((d) => d.key === 'primaryProfiles')!)!;
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
let notModified = 0;

// A connection per request: a kept-alive one can go stale while PGlite holds the event loop, and fetch's next
// request on it then finds it closed ("other side closed").
const server: Server = createServer((request, response) => {
  const served = files.get(decodeURIComponent(request.url!.slice(1)));
  const close = { connection: 'close' };
  if (!served) return response.writeHead(404, close).end();
  if (served.fail) return response.writeHead(500, close).end('down');
  const etag = etagOf(served.body);
  if (request.headers['if-none-match'] === etag) {
    notModified += 1;
    return response.writeHead(304, { ...close, etag }).end();
  }
  response.writeHead(200, { ...close, etag, 'last-modified': 'Mon, 23 Nov 2026 00:00:00 GMT' }).end(served.body);
});
let base = '';
/** Sends every official address to the local server. */
const fetchImpl = ((url: string, init?: RequestInit) => fetch(`${base}/${encodeURIComponent(url)}`, init)) as typeof fetch;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Flips the K1 status (Y ↔ N) of the vacancy file's first data row; returns its SCRN. */
function changeVacancy(): string {
  const served = files.get(VACANCY_URL)!;
  const lines = served.body.toString('utf8').split('\n');
  const cells = lines[1]!.split(',');
  cells[4] = cells[4] === 'Y' ? 'N' : 'Y';
  lines[1] = cells.join(',');
  served.body = Buffer.from(lines.join('\n'));
  return cells[1]!;
}

const DATABASE = `hk_school_guide_refresh${RUN && `_${RUN.toLowerCase()}`}`;
// Each database starts with the data global-setup.ts imported (a copy: the refreshes change it).
const databases = [{ name: 'pglite', open: () => openDatabase({ loadDataDir: new Blob([readFileSync(SNAPSHOT_FILE)]) }) }];
if (inject('postgresReady')) {
  databases.push({
    name: 'postgres',
    open: async () => {
      await recreatePostgresDatabase(DATABASE, TEST_DATABASE);
      return openDatabase({ databaseUrl: postgresUrlFor(DATABASE) });
    },
  });
}

describe.each(databases)('refresh on $name', ({ name, open }) => {
  let handle: DatabaseHandle;
  const imports = async () =>
    (await handle.db.select({ n: count() }).from(importStats).where(eq(importStats.successful, true)))[0]!.n;
  const k1Of = async (scrn: string) => {
    const rows = await handle.db
      .select({ k1: sql<string | null>`${schools.additionalInfo}->'vacancy'->>'k1'` })
      .from(schools)
      .where(and(sql`${schools.schoolNo} like ${`${scrn.replace('-', '')}%`}`, isNull(schools.leftAt)));
    return rows[0]?.k1;
  };
  const currentSchools = async () => (await handle.db.select({ n: count() }).from(schools).where(isNull(schools.leftAt)))[0]!.n;
  const lastCheckId = async () => Number((await handle.db.select({ id: sql<number>`coalesce(max(${datasetChecks.id}), 0)` }).from(datasetChecks))[0]!.id);
  /** The checks of a dataset recorded after the check with this id. */
  const checksSince = (id: number, dataset: string) =>
    handle.db.select().from(datasetChecks).where(and(eq(datasetChecks.dataset, dataset), gt(datasetChecks.id, id))).orderBy(datasetChecks.id);
  const outcomes = (run: RefreshRun) => Object.fromEntries(run.checks.map((c) => [c.dataset, c.status]));
  const refresh = (intervalMs = 0) => refreshOnce(handle, { intervalMs, fetchImpl });
  /** Each file checked and imported as the server now serves it: a case that expects "unchanged" or a recent run starts
   * here whichever cases ran before it (after the case before, in the usual order, only 304s). */
  const settled = async () => {
    const run = await refresh();
    expect(run.importError, JSON.stringify(run.checks)).toBeNull();
  };

  beforeAll(async () => {
    resetFiles();
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
    if (name === 'postgres') await dropPostgresDatabase(DATABASE);
  });

  it('checks every dataset with an address; the first check imports, the next gets 304s and imports nothing', async () => {
    await handle.db.delete(datasetChecks); // a database that has never checked
    const [importsBefore, checkedBefore] = [await imports(), await lastCheckId()];
    const first = await refresh();
    const why = JSON.stringify(first.checks);
    expect(first.ran).toBe(true);
    expect(first.importError, why).toBeNull();
    expect(outcomes(first), why).toMatchObject({ schoolLocation: 'changed', kgVacancy: 'changed', secondaryProfiles: 'failed' });
    expect(first.checks).toHaveLength(DATASETS.filter((d) => officialUrl(d) !== null).length);
    expect(await imports()).toBe(importsBefore + 1);

    const before = notModified;
    const second = await refresh();
    expect(outcomes(second), JSON.stringify(second.checks)).toMatchObject({ schoolLocation: 'unchanged', kgVacancy: 'unchanged', primaryProfiles: 'unchanged' });
    expect(notModified - before).toBe(second.checks.filter((c) => c.status === 'unchanged').length);
    expect(await imports()).toBe(importsBefore + 1);
    expect((await checksSince(checkedBefore, 'kgVacancy')).map((r) => r.outcome)).toEqual(['imported', 'unchanged']);
  });

  it('imports a changed file and records each check', async () => {
    await settled();
    const scrn = changeVacancy();
    const was = await k1Of(scrn);
    const [importsBefore, checkedBefore] = [await imports(), await lastCheckId()];
    const run = await refresh();
    expect(outcomes(run), JSON.stringify(run.checks)).toMatchObject({ kgVacancy: 'changed', schoolLocation: 'unchanged' });
    expect(await imports()).toBe(importsBefore + 1);
    expect(await k1Of(scrn)).not.toBe(was);
    expect((await checksSince(checkedBefore, 'kgVacancy')).map((r) => r.outcome)).toEqual(['imported']);
    expect(await checksSince(checkedBefore, 'secondaryProfiles')).toMatchObject([{ outcome: 'failed', message: 'HTTP 404' }]);
  });

  it('keeps the data when a file it holds fails, and imports the change once the file is back', async () => {
    await settled();
    const scrn = changeVacancy();
    const was = await k1Of(scrn);
    const [importsBefore, schoolsBefore, checkedBefore] = [await imports(), await currentSchools(), await lastCheckId()];
    failUntilTestEnds(PSP_URL);
    const failed = await refresh();
    const why = JSON.stringify(failed.checks);
    expect(outcomes(failed), why).toMatchObject({ primaryProfiles: 'failed', kgVacancy: 'changed' });
    expect(failed.importError, why).toBe('not imported: primaryProfiles could not be downloaded');
    expect(await imports()).toBe(importsBefore);
    expect(await k1Of(scrn)).toBe(was);
    expect(await currentSchools()).toBe(schoolsBefore);
    expect(await checksSince(checkedBefore, 'kgVacancy')).toMatchObject([{ outcome: 'failed', message: failed.importError }]);

    files.get(PSP_URL)!.fail = false;
    const back = await refresh();
    expect(outcomes(back), JSON.stringify(back.checks)).toMatchObject({ primaryProfiles: 'unchanged', kgVacancy: 'changed' });
    expect(await imports()).toBe(importsBefore + 1);
    expect(await k1Of(scrn)).not.toBe(was);
  });

  it('checks once per interval', async () => {
    await settled();
    expect((await refresh(3_600_000)).ran).toBe(false);
  });

  it.runIf(name === 'postgres')('two processes on one PostgreSQL: one checks and imports a change, once', async () => {
    const other = await openDatabase({ databaseUrl: postgresUrlFor(DATABASE) });
    try {
      await handle.db.delete(refreshRuns);
      changeVacancy();
      const importsBefore = await imports();
      const runs = await Promise.all([handle, other].map((h) => refreshOnce(h, { intervalMs: 3_600_000, fetchImpl })));
      expect(runs.map((r) => r.ran).sort()).toEqual([false, true]);
      expect(await imports()).toBe(importsBefore + 1);
    } finally {
      await other.close();
    }
  });
});
