// Wrong reference files are refused with the file named; official P1 net polygons, when given, make nets exact.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPlaceIndex } from '../places/place-index.ts';
import { buildDirectory } from './build-directory.ts';
import { buildReference } from './build-reference.ts';
import { fixtureSources, fixtureText } from './fixtures/fixture-sources.ts';
import { parseSources } from './parse-sources.ts';
import type { DatasetKey } from './dataset-list.ts';
import type { LoadedFile } from './sources.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
const POA = 'edb/POA_SchoolNet_TC.csv';
const P1_FILE = 'edb/POA_SchoolNet_boundaries.geojson';
const poaText = readFileSync(path.join(DATA_DIR, POA), 'utf8').replace(/^\uFEFF/, '');
const NETS = [...poaText.matchAll(/^(\d{2}),/gm)].map((m) => m[1]!);

const file = (key: DatasetKey, name: string, text: string): LoadedFile => ({
  key, source: name, file: name, format: name.endsWith('.csv') ? 'csv' : 'json', text, bytes: text.length, schoolYear: null, lastModified: null,
});

/** The mini fixtures plus the given files, parsed, built and checked as an import does. */
function referenceOf(...files: LoadedFile[]) {
  const loaded = fixtureSources();
  delete loaded.districtBoundaries; // the mini fixture's few districts are for the location check only
  for (const f of files) loaded[f.key] = f;
  const parsed = parseSources(loaded);
  return buildReference(parsed, buildDirectory(parsed, '2026-01-01T00:00:00.000Z').rows);
}

/** A square of 0.04° per net, on a grid inside Hong Kong; `shift` moves it (e.g. into the HK1980 grid). */
function p1Geojson(nets: readonly string[], shift = (lon: number, lat: number) => [lon, lat]) {
  const features = nets.map((net, i) => {
    const [lon, lat] = [113.9 + (i % 9) * 0.05, 22.2 + Math.floor(i / 9) * 0.08];
    const ring = [[lon, lat], [lon + 0.04, lat], [lon + 0.04, lat + 0.04], [lon, lat + 0.04], [lon, lat]];
    return { type: 'Feature', properties: { NAME: net }, geometry: { type: 'Polygon', coordinates: [ring.map(([x, y]) => shift(x!, y!))] } };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

describe('reference files refused with their name', () => {
  it('a district boundary file with 17 features', () => {
    const text = fixtureText('districts-17.geojson');
    expect(() => referenceOf(file('districtBoundaries', 'geo/hksar_18_district_boundary.json', text))).toThrow(
      /^geo\/hksar_18_district_boundary\.json: 17 features for 17 districts, expected the 18 districts \(missing 離島區\)/,
    );
  });

  it('a station outside Hong Kong', () => {
    expect(() => referenceOf(file('mtrStations', 'geo/mtr_stations_coords.csv', fixtureText('mtr-outside.csv')))).toThrow(
      /^geo\/mtr_stations_coords\.csv: station GZE at 23\.1507,113\.3247 is not a point in Hong Kong/,
    );
  });

  it('a net list that is truncated or has a malformed net', () => {
    const cut = poaText.split('\n').slice(0, 20).join('\n');
    expect(() => referenceOf(file('poaNets', POA, cut))).toThrow(/^edb\/POA_SchoolNet_TC\.csv: 19 nets, expected about 36/);
    const bad = poaText.replace(/^95,/m, '9五,');
    expect(() => referenceOf(file('poaNets', POA, bad))).toThrow(/^edb\/POA_SchoolNet_TC\.csv: record 1 has net "9五"/);
  });

  it('P1 net polygons missing a net, in the HK1980 grid, or without a net property', () => {
    const poa = file('poaNets', POA, poaText);
    const p1 = (text: string) => referenceOf(poa, file('p1NetBoundaries', P1_FILE, text));
    expect(() => p1(p1Geojson(NETS.slice(1)))).toThrow(/^edb\/POA_SchoolNet_boundaries\.geojson: the polygons must cover the 36 nets.*; missing 95/);
    const grid = p1Geojson(NETS, (lon, lat) => [836000 + lon, 815000 + lat]);
    expect(() => p1(grid)).toThrow(/^edb\/POA_SchoolNet_boundaries\.geojson: net \d\d has a vertex at .* outside Hong Kong/);
    expect(() => p1(p1Geojson(NETS).replaceAll('"NAME"', '"LABEL"'))).toThrow(/no property .* holds a two-digit net number/);
  });
});

describe('official P1 net polygons', () => {
  it('make the P1 net of a point exact', () => {
    const reference = referenceOf(file('poaNets', POA, poaText), file('p1NetBoundaries', P1_FILE, p1Geojson(NETS)));
    expect(reference.p1NetBoundaries?.nets).toHaveLength(36);
    const index = buildPlaceIndex(reference, []);
    const inFirst = index.netsAt({ lat: 22.22, lon: 113.92 });
    expect(inFirst.p1).toMatchObject({ method: 'boundary', exact: true, net: NETS[0], accuracy: null, candidates: [{ net: NETS[0], share: 1 }] });
    expect(inFirst.p1.nets[0]!.areas.length).toBeGreaterThan(0);
    expect(index.netsAt({ lat: 22.5, lon: 114.45 }).p1).toMatchObject({ exact: true, net: null, candidates: [] });
  });
});
