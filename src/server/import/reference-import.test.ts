// The reference datasets through a whole import of the real files (../shared/data) into PGlite: stored in
// reference_data in the import's transaction, a wrong file fails the import naming it, an absent one is dropped.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { referenceData } from '../db/schema.ts';
import { OVER_ANY_DATA, writeFixtureData } from './fixtures/fixture-data-dir.ts';
import { FIXTURES_DIR } from './fixtures/fixture-sources.ts';
import { formatSummary } from './format-summary.ts';
import { type ImportSummary, runImport } from './run-import.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
let handle: DatabaseHandle;
let dir: string;
/** The import of the real files every case starts from, and the reference rows it stored (read before any case runs,
 * as a case that imports other files changes them). */
let summary: ImportSummary;
let storedByImport: Record<string, string>;

/** A data folder of links to the real files, with its geo folder as given. */
function dataFolder(geo: Record<string, string>): string {
  const folder = mkdtempSync(path.join(dir, 'data-'));
  for (const sub of ['edb', 'chsc']) symlinkSync(path.join(DATA_DIR, sub), path.join(folder, sub));
  mkdirSync(path.join(folder, 'geo'));
  for (const [name, target] of Object.entries(geo)) symlinkSync(target, path.join(folder, 'geo', name));
  return folder;
}

const stored = async () =>
  Object.fromEntries((await handle.db.select().from(referenceData)).map((r) => [r.key, r.importedAt]));

beforeAll(async () => {
  handle = await openDatabase({});
  dir = mkdtempSync(path.join(os.tmpdir(), 'reference-import-'));
  summary = await runImport(handle, { dataDir: DATA_DIR });
  storedByImport = await stored();
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reference data in the import', () => {
  it('stores the net list, the boundaries, the stations and the measured P1 estimate, and prints its accuracy', async () => {
    const rows = storedByImport;
    expect(Object.keys(rows).sort()).toEqual(['districtBoundaries', 'mtrStations', 'p1NetEstimate', 'poaNets']);
    expect(new Set(Object.values(rows).map((d) => new Date(d).toISOString()))).toEqual(new Set([summary.importDate]));
    expect(summary.p1Estimate?.accuracy).toBeGreaterThan(0.94);
    expect(formatSummary(summary)).toMatch(/P1 net estimate: 9\d\.\d% right \(\d+ of \d+ primary schools, leave-one-out/);
  });

  it('fails the import naming a wrong boundary file, and keeps the stored data', async () => {
    const before = await stored();
    const folder = dataFolder({ 'hksar_18_district_boundary.json': path.join(FIXTURES_DIR, 'districts-17.geojson') });
    await expect(runImport(handle, { dataDir: folder })).rejects.toThrow(/^geo\/hksar_18_district_boundary\.json: 17 features/);
    expect(await stored()).toEqual(before);
  });

  // The mini fixture (writeFixtureData), which has no geo folder: what is dropped does not depend on the schools'
  // files, and the real ones' import took 7.5 s of a slow host's run.
  it('drops the rows of optional files an import no longer has', async () => {
    const folder = mkdtempSync(path.join(dir, 'fixture-'));
    writeFixtureData(folder);
    const without = await runImport(handle, { dataDir: folder, ...OVER_ANY_DATA });
    expect(Object.keys(await stored())).toEqual(['poaNets']);
    expect(without.p1Estimate).toBeNull();
  });
});
