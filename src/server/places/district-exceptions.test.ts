// Point in polygon on the raw SCH_LOC coordinates against HAD's 18 district boundaries (../shared/data):
// as SOURCES.md §9 measured, every row falls in exactly one district, its own but for 6 source-data rows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DISTRICTS } from '../../shared/constants.ts';
import { parseDistrictBoundaries } from '../import/district-boundaries.ts';
import { inPolygons } from './polygons.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
const read = (file: string) => readFileSync(path.join(DATA_DIR, file));

describe('HAD district boundaries against the SCH_LOC coordinates', () => {
  const boundaries = parseDistrictBoundaries(read('geo/hksar_18_district_boundary.json').toString('utf8'), 'boundaries');
  const rows: Record<string, string>[] = parse(new TextDecoder('utf-16le').decode(read('edb/SCH_LOC_EDB.csv')).replace(/^\uFEFF/, ''), {
    columns: true,
  });

  it('puts 3,507 of 3,513 rows in their own district and the 6 listed exceptions where the source plots them', () => {
    expect(boundaries.map((b) => b.district).sort()).toEqual([...DISTRICTS].sort());
    const elsewhere: string[] = [];
    for (const row of rows) {
      const point = { lat: Number(row['LATITUDE']), lon: Number(row['LONGITUDE']) };
      const holding = boundaries.filter((b) => inPolygons(point, b.polygons)).map((b) => b.district);
      expect(holding, row['中文名稱']).toHaveLength(1);
      if (holding[0] !== row['分區']) elsewhere.push(`${row['中文名稱']}: ${row['分區']} → ${holding[0]}`);
    }
    expect(rows).toHaveLength(3513);
    expect(elsewhere.sort()).toEqual(
      [
        '香港紅十字會醫院學校(小學部): 深水埗區 → 葵青區',
        '香港紅十字會醫院學校(中學部): 深水埗區 → 葵青區',
        'NORD ANGLIA INTERNATIONAL PRE-SCHOOL (SAI KUNG): 西貢區 → 油尖旺區',
        'NORD ANGLIA INTERNATIONAL PRE-SCHOOL (SAI KUNG): 西貢區 → 油尖旺區',
        '多多國際幼稚園（形點）: 元朗區 → 沙田區',
        '多多國際幼稚園（形點）: 元朗區 → 沙田區',
      ].sort(),
    );
  });
});
