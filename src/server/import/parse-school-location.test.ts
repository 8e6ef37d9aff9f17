import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from './decode.ts';
import { fixtureText, utf16leWithBom } from './fixtures/fixture-sources.ts';
import { parseSchoolLocation } from './parse-school-location.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');

describe('parseSchoolLocation', () => {
  const csv = decodeBytes(utf16leWithBom(fixtureText('sch-loc-mini.csv')), 'edb/SCH_LOC_EDB.csv');

  it('reads the UTF-16LE CSV layout', () => {
    const rows = parseSchoolLocation(csv, 'edb/SCH_LOC_EDB.csv', 'csv');
    expect(rows).toHaveLength(19);
    expect(rows[0]).toMatchObject({
      schoolNo: '115762000123',
      name: '仁濟醫院蔡衍濤小學',
      englishAddress: 'WAN TAU TONG ESTATE, AREA 6, TAI PO, NEW TERRITORIES',
      district: '大埔區',
      financeType: 'AIDED',
      level: 'PRIMARY',
      session: '全日',
    });
  });

  it('reads the official JSON layout (wrapped or bare array) to the same rows', () => {
    const fromCsv = parseSchoolLocation(csv, 'a.csv', 'csv');
    const json = fixtureText('sch-loc-mini.json');
    expect(parseSchoolLocation(json, 'edb/SCH_LOC_EDB.json', 'json')).toEqual(fromCsv);
    const bare = JSON.stringify(Object.values(JSON.parse(json) as Record<string, unknown>)[0]);
    expect(parseSchoolLocation(bare, 'edb/SCH_LOC_EDB.json', 'json')).toEqual(fromCsv);
  });

  it.skipIf(!existsSync(path.join(DATA_DIR, 'edb/archive/SCH_LOC_EDB_2022.json')))('reads the 2022 archive JSON', () => {
    const text = readFileSync(path.join(DATA_DIR, 'edb/archive/SCH_LOC_EDB_2022.json'), 'utf8');
    const rows = parseSchoolLocation(text, 'edb/archive/SCH_LOC_EDB_2022.json', 'json');
    expect(rows).toHaveLength(3641);
    expect(new Set(rows.map((r) => r.schoolNo)).size).toBe(3641);
    expect(rows[0]).toMatchObject({ schoolNo: '512060000223', name: '嘉諾撒聖家學校', gender: '女' });
  });

  it('names the file for broken JSON, a missing column or a bad school number', () => {
    expect(() => parseSchoolLocation('[{"A":', 'edb/SCH_LOC_EDB.json', 'json')).toThrow(/^edb\/SCH_LOC_EDB\.json: unparseable JSON/);
    expect(() => parseSchoolLocation('[{"A":"SCHOOL NO."},{"A":"1"}]', 'x.json', 'json')).toThrow(
      /^x\.json: header lacks required column\(s\) ENGLISH CATEGORY/,
    );
    const bad = csv.replace('115762000123', '11576200012X');
    expect(() => parseSchoolLocation(bad, 'edb/SCH_LOC_EDB.csv', 'csv')).toThrow(
      'edb/SCH_LOC_EDB.csv: record 1 has an invalid SCHOOL NO. "11576200012X"',
    );
    const truncated = csv.slice(0, csv.length - 200);
    expect(() => parseSchoolLocation(truncated, 'edb/SCH_LOC_EDB.csv', 'csv')).toThrow(/^edb\/SCH_LOC_EDB\.csv: /);
  });
});
