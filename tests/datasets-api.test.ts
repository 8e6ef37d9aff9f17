// GET /api/datasets (the 關於資料 page) and the date of the data in /api/counts, on the real files.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OVER_ANY_DATA, writeFixtureData } from '../src/server/import/fixtures/fixture-data-dir.ts';
import { runImport } from '../src/server/import/run-import.ts';
import { datasetsReader } from '../src/server/read-model/datasets-report.ts';
import { datasetsResponseSchema, type DatasetsResponse } from '../src/shared/dataset-schemas.ts';
import { datasetChecks } from '../src/server/db/schema.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';
import { rawEntries } from './raw-location.ts';

describe.each(testDatabases())('datasets on $name', ({ open }) => {
  const { get, handle } = useApp(open);
  const datasets = async () => {
    const response = await get('/api/datasets');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DatasetsResponse>();
  };

  it('lists the list of schools per school year with its rows, schools, dates and addresses', async () => {
    const body = await datasets();
    expect(datasetsResponseSchema.parse(body)).toEqual(body); // nothing the schema does not name
    expect(body.dataDate).toEqual({ date: '2025-12-27', from: 'dataset list' });
    const location = body.datasets.find((d) => d.key === 'schoolLocation')!;
    expect(location).toMatchObject({ publisher: 'EDB', title: { zh: '學校位置及資料' }, role: 'schools', required: true });
    expect(location.years).toMatchObject([
      {
        schoolYear: '2025/26',
        file: 'edb/SCH_LOC_EDB.csv',
        url: 'https://www.edb.gov.hk/attachment/en/student-parents/sch-info/sch-search/sch-location-info/SCH_LOC_EDB.csv',
        rowsRead: 3513,
        schools: rawEntries().length,
        fileDate: { date: '2025-12-27', from: 'dataset list' },
        matched: null,
      },
      { schoolYear: '2021/22', file: 'edb/archive/SCH_LOC_EDB_2022.json', url: null, rowsRead: 3641, fileDate: { date: '2022-04-28', from: 'dataset list' } },
    ]);
    expect(new Date(location.years[1]!.lastImported!).getTime()).toBeGreaterThan(0);
  });

  it('gives each profile its publisher, year, rows read, schools matched and the names not matched', async () => {
    const body = await datasets();
    const psp = body.datasets.find((d) => d.key === 'primaryProfiles')!;
    expect(psp).toMatchObject({ publisher: 'CHSC', title: { zh: '小學概覽', en: 'Primary School Profiles' } });
    expect(psp.years).toMatchObject([{ schoolYear: '2025/26', file: 'chsc/PSP_2025_tc.csv', rowsRead: 507, matched: 507, unmatched: [] }]);
    const kgp = body.datasets.find((d) => d.key === 'kgProfiles')!.years[0]!;
    expect(kgp).toMatchObject({ rowsRead: 962, matched: 960 });
    expect(kgp.unmatched).toHaveLength(2);
    const vacancy = body.datasets.find((d) => d.key === 'kgVacancy')!.years[0]!;
    expect(vacancy).toMatchObject({ schoolYear: '2026/27', fileDate: { date: '2026-09-08', from: 'file' }, matched: 700 });
    expect(body.datasets.find((d) => d.key === 'secondaryProfiles')!.years[0]).toMatchObject({ rowsRead: null, lastImported: null });
  });

  it('says when each address was last checked, and the footer’s date of the data is in /api/counts', async () => {
    expect((await datasets()).datasets.every((d) => d.years.every((y) => y.lastChecked === null))).toBe(true);
    const url = 'https://www.chsc.hk/datagovhk/psp_2025_tc.csv';
    const checkedAt = '2026-11-20T01:00:00.000Z';
    await handle().db.insert(datasetChecks).values({ dataset: 'primaryProfiles', url, checkedAt, outcome: 'failed', message: 'HTTP 503' });
    // Shown once the report's look at the records (RECORDS_LOOK_MS) is over.
    const pspChecked = async () => (await datasets()).datasets.find((d) => d.key === 'primaryProfiles')!.years[0]!.lastChecked;
    try {
      await expect.poll(pspChecked).toEqual({ at: checkedAt, outcome: 'failed', message: 'HTTP 503' });
    } finally {
      await handle().db.delete(datasetChecks); // the other suites find no check
    }
    await expect.poll(async () => (await datasets()).datasets.every((d) => d.years.every((y) => y.lastChecked === null))).toBe(true);
    const etag = (await get('/api/datasets')).headers.etag as string;
    expect((await get('/api/datasets', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/api/counts')).json().dataDate).toEqual({ date: '2025-12-27', from: 'dataset list' });
    expect((await get('/api/datasets?x=1')).statusCode).toBe(400);
  });
});

describe('datasets after an import without the 2022 file (as from the official addresses)', () => {
  it('keeps the 2021/22 record of the import that read it, read again once the import is recorded', async () => {
    const handle = await testDatabases()[0]!.open();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'no-archive-'));
    try {
      // The mini fixture (writeFixtureData) without its 2022 file: what is kept is the real data's 2021/22 record, and
      // the fixture parses in a fraction of the real files' time.
      writeFixtureData(dir);
      rmSync(path.join(dir, 'edb/archive'), { recursive: true });
      const report = datasetsReader(handle.db, 0); // looks at the records on every call
      const standing = datasetsReader(handle.db, 3_600_000); // its first look stands for an hour
      const first = (await report()).report;
      expect((await report()).report).toBe(first); // nothing recorded since: not read again
      const seen = (await standing()).report;
      const before = first.datasets.find((d) => d.key === 'schoolLocation')!.years[1]!;
      await runImport(handle, { dataDir: dir, ...OVER_ANY_DATA });
      const after = (await report()).report.datasets.find((d) => d.key === 'schoolLocation')!;
      expect((await standing()).report).toBe(seen);
      expect(after.years[1]).toEqual(before);
      expect(after.years[1]).toMatchObject({ rowsRead: 3641, fileDate: { date: '2022-04-28', from: 'dataset list' } });
      expect(new Date(after.years[0]!.lastImported!).getTime()).toBeGreaterThan(new Date(before.lastImported!).getTime());
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await handle.close();
    }
  });
});
