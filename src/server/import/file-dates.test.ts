// Where a file's date comes from: the file, the server's Last-Modified, the dataset list, in that order.
import { describe, expect, it } from 'vitest';
import { importedFile } from './file-dates.ts';
import type { LoadedFile } from './sources.ts';

const file = (over: Partial<LoadedFile>): LoadedFile => ({
  key: 'schoolLocation', source: 'x', file: 'edb/SCH_LOC_EDB.csv', format: 'csv', text: '', bytes: 0, schoolYear: '2025/26', lastModified: null, ...over,
});

describe('importedFile', () => {
  it('takes the date the file states first, then Last-Modified, then the dataset list', () => {
    expect(importedFile(file({ lastModified: 'Tue, 06 Jan 2026 03:00:00 GMT' }), '2026-09-08').fileDate).toEqual({ date: '2026-09-08', from: 'file' });
    expect(importedFile(file({ lastModified: 'Tue, 06 Jan 2026 03:00:00 GMT' })).fileDate).toEqual({ date: '2026-01-06', from: 'last-modified' });
    expect(importedFile(file({ lastModified: 'not a date' })).fileDate).toEqual({ date: '2025-12-27', from: 'dataset list' });
    expect(importedFile(file({ schoolYear: '2021/22' }))).toEqual({
      key: 'schoolLocation', schoolYear: '2021/22', file: 'edb/SCH_LOC_EDB.csv', fileDate: { date: '2022-04-28', from: 'dataset list' },
    });
  });

  it('gives no date when none is known', () => {
    expect(importedFile(file({ key: 'primaryProfiles', file: 'chsc/PSP_2025_tc.csv' })).fileDate).toBeNull();
  });
});
