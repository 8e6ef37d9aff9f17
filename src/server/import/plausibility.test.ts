import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { JoinStats } from './join-stats.ts';
import { implausibilities, looksLikeAddress } from './plausibility.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
const records = () => {
  const text = new TextDecoder('utf-16le').decode(readFileSync(path.join(DATA_DIR, 'edb/SCH_LOC_EDB.csv')).subarray(2));
  return parse(text, { columns: true }) as Record<string, string>[];
};
const join = (matched: number, records: number): JoinStats => ({ records, matched, missed: records - matched, unmatched: [], entriesFilled: matched });
const FILES = { primaryProfiles: 'chsc/PSP_2025_tc.csv' };
const LOC = 'edb/SCH_LOC_EDB.csv';

describe('names that look like addresses', () => {
  it('finds none among the 3,513 rows’ 中文名稱 of the real file and 77.6% among their 中文地址', () => {
    const rows = records();
    const share = (column: string) => rows.filter((r) => looksLikeAddress(r[column]!)).length / rows.length;
    expect(rows).toHaveLength(3513);
    expect(share('中文名稱')).toBe(0);
    expect(share('中文地址')).toBeCloseTo(0.776, 3);
  });

  it('reads endings and street numbers, not words inside names', () => {
    expect(looksLikeAddress('九龍旺角弼街56號')).toBe(true);
    expect(looksLikeAddress('香港仔漁光道10')).toBe(true);
    expect(looksLikeAddress('沙田圍路10號地下')).toBe(true);
    expect(looksLikeAddress('嘉諾撒聖家學校(九龍塘)')).toBe(false);
    expect(looksLikeAddress('道教青松小學')).toBe(false);
  });
});

describe('implausibilities against the last import', () => {
  const plaus = (located: number, addressLikeNames = 0) => ({ located, addressLikeNames, schools: 1000 });

  it('lets small moves through: a profile join from 100% to 85%, coordinates from 100% to 91%', () => {
    const last = { joins: { primaryProfiles: join(500, 500) }, plausibility: plaus(1000) };
    expect(implausibilities(plaus(910), { primaryProfiles: join(425, 500) }, last, LOC, FILES)).toEqual([]);
  });

  it('refuses a join that falls over 20 points and coordinates that fall over 10, naming file and figures', () => {
    const last = { joins: { primaryProfiles: join(500, 500) }, plausibility: plaus(1000) };
    expect(implausibilities(plaus(899), { primaryProfiles: join(350, 500) }, last, LOC, FILES)).toEqual([
      'edb/SCH_LOC_EDB.csv: 899 of 1000 schools (89.9%) have coordinates inside Hong Kong, against 100.0% in the last import: are LATITUDE and LONGITUDE swapped or empty?',
      'chsc/PSP_2025_tc.csv: 350 of 500 records (70.0%) joined a school of edb/SCH_LOC_EDB.csv, against 100.0% in the last import',
    ]);
  });

  it('without a last import, still refuses address-like names and under half the schools located', () => {
    expect(implausibilities(plaus(400, 201), {}, null, LOC, FILES)).toEqual([
      expect.stringMatching(/^edb\/SCH_LOC_EDB\.csv: 201 of 1000 school names \(20\.1%\) look like addresses/),
      expect.stringMatching(/^edb\/SCH_LOC_EDB\.csv: 400 of 1000 schools \(40\.0%\) have coordinates inside Hong Kong: /),
    ]);
    expect(implausibilities(plaus(1000, 200), {}, null, LOC, FILES)).toEqual([]);
  });

  it('ignores sources under 20 records (one miss in 19 is 5 points)', () => {
    const last = { joins: { throughTrain: join(19, 19) }, plausibility: plaus(1000) };
    expect(implausibilities(plaus(1000), { throughTrain: join(10, 19) }, last, LOC, FILES)).toEqual([]);
  });
});
