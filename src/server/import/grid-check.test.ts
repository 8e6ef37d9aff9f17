import { describe, expect, it } from 'vitest';
import { parseDistrictBoundaries } from './district-boundaries.ts';
import { fixtureText } from './fixtures/fixture-sources.ts';
import { checkGrid } from './grid-check.ts';
import type { LocationRow } from './parse-school-location.ts';

// Fixture boundaries: 元朗 around 22.43-22.46 / 114.02-114.06, 屯門 around 22.39-22.41 / 113.98-114.01, 南區 further south.
const boundaries = parseDistrictBoundaries(fixtureText('district-boundary-mini.json'), 'boundaries.json');
// 821884/833844 is the real grid of 多多國際幼稚園（形點）, YOHO Mall: 22.44396, 114.03713.
const YOHO_GRID = { easting: '821884.0', northing: '833844.0' };

const row = (fields: Partial<LocationRow>): LocationRow =>
  ({ schoolNo: '605794000111', name: '多多國際幼稚園（形點）', district: '元朗區', latitude: '', longitude: '', easting: '', northing: '', ...fields }) as LocationRow;

describe('parseDistrictBoundaries', () => {
  it('reads 地區 as the directory names it, Polygon and MultiPolygon alike', () => {
    expect(boundaries.map((b) => b.district)).toEqual(['元朗區', '屯門區', '南區']);
    expect(boundaries[2]!.polygons).toHaveLength(1);
  });

  it('refuses an unknown district', () => {
    const text = fixtureText('district-boundary-mini.json').replace('"元朗"', '"元朗新區"');
    expect(() => parseDistrictBoundaries(text, 'b.json')).toThrow('b.json: feature 1 has an unknown 地區 "元朗新區"');
  });
});

describe('checkGrid', () => {
  it('keeps a row whose two positions agree, and does not list it', () => {
    const agreeing = row({ latitude: '22.44395', longitude: '114.03712', ...YOHO_GRID });
    const { rows, report } = checkGrid([agreeing], boundaries);
    expect(rows[0]).toBe(agreeing);
    expect(report).toEqual({ checked: 1, mismatches: [] });
  });

  it('takes the grid when only it lies in the row\'s district', () => {
    const { rows, report } = checkGrid([row({ latitude: '22.4', longitude: '114.0', ...YOHO_GRID })], boundaries);
    expect(rows[0]).toMatchObject({ latitude: '22.44395809', longitude: '114.03713051', ...YOHO_GRID });
    expect(report.mismatches).toEqual([
      { schoolNo: '605794000111', name: '多多國際幼稚園（形點）', distanceM: 6201, used: 'grid', latLonDistrict: '屯門區', gridDistrict: '元朗區' },
    ]);
  });

  it('keeps lat/lon when it lies in the row\'s district, or when no boundaries are loaded, listing the row', () => {
    const inside = row({ latitude: '22.432', longitude: '114.058', ...YOHO_GRID }); // 元朗 too, 2.4 km off the grid
    expect(checkGrid([inside], boundaries).rows[0]).toBe(inside);
    expect(checkGrid([inside], boundaries).report.mismatches[0]).toMatchObject({ used: 'latLon', latLonDistrict: '元朗區', gridDistrict: '元朗區' });
    const far = row({ latitude: '22.4', longitude: '114.0', ...YOHO_GRID });
    const without = checkGrid([far], null);
    expect(without.rows[0]).toBe(far);
    expect(without.report.mismatches[0]).toMatchObject({ used: 'latLon', latLonDistrict: null, gridDistrict: null });
  });

  it('skips rows without both positions', () => {
    const rows = [row({ latitude: '22.4', longitude: '114.0' }), row({ latitude: 'N.A.', ...YOHO_GRID }), row({ latitude: '22.4', longitude: '114.0', easting: 'x', northing: '1' })];
    expect(checkGrid(rows, boundaries).report).toEqual({ checked: 0, mismatches: [] });
  });
});
