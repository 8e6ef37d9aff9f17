// The HK1980 grid conversion: its origin exactly, then real SCH_LOC rows (read with csv-parse alone), whose
// LATITUDE/LONGITUDE the converted grid must meet within 20 m, and the rows whose two positions disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../shared/distance.ts';
import { hk1980ToWgs84 } from './hk1980.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
const text = new TextDecoder('utf-16le').decode(readFileSync(path.join(DATA_DIR, 'edb/SCH_LOC_EDB.csv'))).replace(/^\uFEFF/, '');
const rows = parse(text, { columns: true }) as Record<string, string>[];

/** The row's given position and its converted grid, and the metres between them. */
function compare(row: Record<string, string>) {
  const given = { lat: Number(row['LATITUDE']), lon: Number(row['LONGITUDE']) };
  const grid = hk1980ToWgs84(Number(row['EASTING']), Number(row['NORTHING']));
  return { given, grid, metres: distanceMeters(given, grid) };
}
const row = (schoolNo: string) => rows.find((r) => r['SCHOOL NO.'] === schoolNo)!;

describe('hk1980ToWgs84', () => {
  it('puts the grid origin at 22°18′43.68″N 114°10′42.80″E, shifted by −5.5″ and +8.8″ to WGS84', () => {
    const { lat, lon } = hk1980ToWgs84(836694.05, 819069.8);
    expect(lat).toBeCloseTo(22 + 18 / 60 + (43.68 - 5.5) / 3600, 9);
    expect(lon).toBeCloseTo(114 + 10 / 60 + (42.8 + 8.8) / 3600, 9);
  });

  it.each([
    ['115762000123', '仁濟醫院蔡衍濤小學, Tai Po'],
    ['536547000223', '東涌天主教學校, Tung Chung'],
    ['114928000123', '仁愛堂劉皇發夫人小學, Tuen Mun'],
    ['518506000123', '保良局馮晴紀念小學, Sai Kung'],
    ['512036000123', '東華三院鶴山學校, Southern'],
    ['113000000123', '東莞學校, North'],
  ])('meets the given LATITUDE/LONGITUDE of %s (%s) within 20 m', (schoolNo) => {
    expect(compare(row(schoolNo)).metres).toBeLessThan(20);
  });

  it('places the two misplaced kindergartens where their addresses are, 13-17 km from their lat/lon', () => {
    const yoho = compare(row('605794000111')); // 多多國際幼稚園（形點）, YOHO Mall, Yuen Long
    expect(yoho.given).toEqual({ lat: 22.36094937, lon: 114.17135974 }); // Sha Tin
    expect(yoho.grid.lat).toBeCloseTo(22.44396, 4);
    expect(yoho.grid.lon).toBeCloseTo(114.03713, 4);
    expect(yoho.metres / 1000).toBeCloseTo(16.6, 1);
    const saiKung = compare(row('608475000112')); // NORD ANGLIA INTERNATIONAL PRE-SCHOOL (SAI KUNG), 康健路
    expect(saiKung.given).toEqual({ lat: 22.30399369, lon: 114.16879017 }); // Yau Tsim Mong
    expect(saiKung.grid.lat).toBeCloseTo(22.37774, 4);
    expect(saiKung.grid.lon).toBeCloseTo(114.27361, 4);
    expect(saiKung.metres / 1000).toBeCloseTo(13.5, 1);
  });

  it('agrees within 200 m on every row of the file but seven (four schools)', () => {
    const far = rows.filter((r) => compare(r).metres > 200).map((r) => r['SCHOOL NO.']);
    expect(far.sort()).toEqual([
      '324264000411', '324264000412', // 西太平洋幼稚園, 1.7 km
      '600601000211', // 弘立幼稚園 (its PM row agrees), 1.9 km
      '605794000111', '605794000112', // 多多國際幼稚園（形點）, 16.6 km
      '608475000111', '608475000112', // NORD ANGLIA INTERNATIONAL PRE-SCHOOL (SAI KUNG), 13.5 km
    ]);
  });
});
