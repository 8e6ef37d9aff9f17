import { describe, expect, it } from 'vitest';
import { formatSummary } from './format-summary.ts';
import type { ImportSummary } from './run-import.ts';

const summary: ImportSummary = {
  rowsRead: { 'edb/SCH_LOC_EDB.csv': 3513 },
  entries: { 幼稚園: 1, 小學: 1, 中學: 1 },
  joins: {},
  coordinates: {
    checked: 3513,
    mismatches: [
      { schoolNo: '605794000111', name: '多多國際幼稚園（形點）', distanceM: 16602, used: 'grid', latLonDistrict: '沙田區', gridDistrict: '元朗區' },
      { schoolNo: '600601000211', name: '弘立幼稚園', distanceM: 1921, used: 'latLon', latLonDistrict: '中西區', gridDistrict: '中西區' },
      { schoolNo: '999999000111', name: '無界幼稚園', distanceM: 5000, used: 'latLon', latLonDistrict: null, gridDistrict: null },
    ],
  },
  written: { inserted: 3, updated: 0, unchanged: 0, left: 0 },
  earlierSchools: 0,
  files: [],
  p1Estimate: null,
  plausibility: { located: 3, addressLikeNames: 0, schools: 3 },
  durationMs: 1234,
  importDate: '2026-01-01T00:00:00.000Z',
};

describe('formatSummary', () => {
  it('lists the rows whose lat/lon and HK1980 grid disagree, with the distance and the position taken', () => {
    const text = formatSummary(summary);
    expect(text).toContain(
      [
        'Coordinates: 3513 rows checked against the HK1980 grid, 3 over 1 km apart',
        '  605794000111 多多國際幼稚園（形點）: 16.6 km (lat/lon in 沙田區, grid in 元朗區): grid position used',
        '  600601000211 弘立幼稚園: 1.9 km (lat/lon in 中西區, grid in 中西區): lat/lon kept',
        '  999999000111 無界幼稚園: 5.0 km (lat/lon in ?, grid in ?): lat/lon kept',
      ].join('\n'),
    );
    expect(text).toContain('Plausibility: 3 of 3 schools (100.0%) located in Hong Kong; 0 names (0.0%) look like addresses');
    expect(text).toMatch(/Time: 1\.2 s$/);
  });
});
