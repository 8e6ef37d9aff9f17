// Location files that parse cleanly but hold the wrong thing in a column, built from the real SCH_LOC_EDB.csv (UTF-16LE
// with BOM, CRLF, kept): the Chinese name and address columns swapped, latitude and longitude swapped. Each import is
// refused with the file and the figure named and the data kept; --allow-implausible (allowImplausible) accepts it.
// Each case leaves the real data as the last import, and no refusal recorded.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { importStats, schools } from '../src/server/db/schema.ts';
import { runImport } from '../src/server/import/run-import.ts';
import { SHARED_DATA_DIR, testDatabases } from './databases.ts';

const LOCATION = 'edb/SCH_LOC_EDB.csv';
const BOM = Buffer.from([0xff, 0xfe]);

/** A copy of the data folder whose location file has these header cells exchanged (the columns swapped). */
function swappedColumns(pairs: [string, string][]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-swapped-'));
  for (const sub of ['edb', 'chsc', 'geo']) cpSync(path.join(SHARED_DATA_DIR, sub), path.join(dir, sub), { recursive: true });
  const bytes = readFileSync(path.join(SHARED_DATA_DIR, LOCATION));
  expect([...bytes.subarray(0, 2)]).toEqual([...BOM]);
  const text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  const headerEnd = text.indexOf('\r\n');
  const swap = new Map(pairs.flatMap(([a, b]) => [[a, b], [b, a]] as const));
  const header = text.slice(0, headerEnd).split(',').map((cell) => swap.get(cell) ?? cell).join(',');
  writeFileSync(path.join(dir, LOCATION), Buffer.concat([BOM, Buffer.from(header + text.slice(headerEnd), 'utf16le')]));
  return dir;
}

let namesSwapped: string;
let latLonSwapped: string;
beforeAll(() => {
  namesSwapped = swappedColumns([['中文名稱', '中文地址']]);
  latLonSwapped = swappedColumns([['LATITUDE', 'LONGITUDE'], ['緯度', '經度']]);
});
afterAll(() => [namesSwapped, latLonSwapped].forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })));

// On PGlite only: the figures and the refusals come from the files and the last import's summary, before the import
// writes anything, the same on either database; an import accepted on purpose writes as any import does, and the
// importer's writes on PostgreSQL are tested in dataset-refresh.test.ts (four imports there). On PostgreSQL too, the
// cases read the real data five times more (decision record 024).
describe.each(testDatabases().slice(0, 1))('implausible location files on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let firstNewId = 0;
  const fingerprint = async () =>
    ((await handle.db.execute(sql`select md5(string_agg(s::text, '|' order by s.id)) as h from schools s`)) as unknown as { rows: { h: string }[] }).rows[0]!.h;
  const located = async () =>
    (await handle.db.select({ n: count() }).from(schools).where(and(isNotNull(schools.latitude), sql`${schools.leftAt} is null`)))[0]!.n;

  beforeAll(async () => {
    handle = await open();
    const [row] = await handle.db.select({ id: sql<number>`coalesce(max(${importStats.id}), 0)` }).from(importStats);
    firstNewId = Number(row!.id) + 1;
  });
  afterEach(async () => {
    // The refusals recorded by the case go: each case, and the other suites, read the last import.
    await handle.db.delete(importStats).where(and(gt(importStats.id, firstNewId - 1), eq(importStats.successful, false)));
  });
  afterAll(() => handle?.close());

  it('refuses Chinese names and addresses swapped, naming the file and the figures, and keeps the data', async () => {
    const before = await fingerprint();
    const refusal = runImport(handle, { dataDir: namesSwapped });
    await expect(refusal).rejects.toThrow('edb/SCH_LOC_EDB.csv: 1793 of 2295 school names (78.1%) look like addresses');
    await expect(refusal).rejects.toThrow(
      'chsc/PSP_2025_tc.csv: 0 of 507 records (0.0%) joined a school of edb/SCH_LOC_EDB.csv, against 100.0% in the last import',
    );
    await expect(refusal).rejects.toThrow('npm run import -- --allow-implausible');
    expect(await fingerprint()).toBe(before);
  });

  it('refuses latitude and longitude swapped, naming the file and the figure, and keeps the data', async () => {
    const before = await fingerprint();
    await expect(runImport(handle, { dataDir: latLonSwapped })).rejects.toThrow(
      'edb/SCH_LOC_EDB.csv: 0 of 2295 schools (0.0%) have coordinates inside Hong Kong, against 100.0% in the last import',
    );
    expect(await fingerprint()).toBe(before);
    expect(await located()).toBe(2295);
    const [last] = await handle.db.select().from(importStats).orderBy(desc(importStats.id)).limit(1);
    expect(last).toMatchObject({ successful: false, errorMessage: expect.stringContaining('(0.0%) have coordinates inside Hong Kong') });
  });

  it('accepts both on purpose with allowImplausible', async () => {
    let backToReal = false;
    onTestFinished(async () => {
      if (!backToReal) await runImport(handle, { dataDir: SHARED_DATA_DIR });
    });
    const swapped = await runImport(handle, { dataDir: latLonSwapped, allowImplausible: true });
    expect(swapped.plausibility).toEqual({ located: 0, addressLikeNames: 0, schools: 2295 });
    expect(await located()).toBe(0);
    const names = await runImport(handle, { dataDir: namesSwapped, allowImplausible: true });
    expect(names.plausibility.addressLikeNames).toBe(1793);
    const real = await runImport(handle, { dataDir: SHARED_DATA_DIR }); // up again: nothing collapses
    backToReal = true;
    expect(real.plausibility).toEqual({ located: 2295, addressLikeNames: 0, schools: 2295 });
    expect(await located()).toBe(2295);
  });
});
