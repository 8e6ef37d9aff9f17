// Places and school nets on the real files (../shared/data): importer parsers and reference data, then the
// read model's place index, checked against hand-checked schools and points.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDirectory } from '../import/build-directory.ts';
import { buildReference } from '../import/build-reference.ts';
import { parseSources } from '../import/parse-sources.ts';
import { loadSources } from '../import/sources.ts';
import { buildReadModel, type ReadModel } from '../read-model/read-model.ts';
import type { ReferenceData } from './reference-schemas.ts';

const DATA_DIR = process.env.SCHOOLS_DATA_DIR ?? path.resolve('../shared/data');
let reference: ReferenceData;
let model: ReadModel;
const school = (schoolNo: string) => model.schools.find((s) => s.schoolNo === schoolNo)!;
const station = (code: string) => reference.mtrStations!.stations.find((s) => s.code === code)!;

beforeAll(async () => {
  const parsed = parseSources(await loadSources({ dataDir: DATA_DIR }));
  const { rows } = buildDirectory(parsed, '2026-01-01T00:00:00.000Z');
  reference = buildReference(parsed, rows);
  model = buildReadModel(rows.map((r, i) => ({ ...r, id: i + 1, leftAt: null })), 1, null, reference);
});

describe('reference data from the real files', () => {
  it('reads 36 P1 nets with 281 trimmed areas, 18 districts and 97 stations', () => {
    const nets = reference.poaNets!.nets;
    expect(nets).toHaveLength(36);
    expect(nets.flatMap((n) => n.areas)).toHaveLength(281);
    expect(nets.find((n) => n.net === '84')).toEqual({
      net: '84',
      areas: ['大埔', '大美督', '九龍坑', '林村', '樟樹灘'],
      webpage: 'http://www.edb.gov.hk/poa/tc-canet-84',
    });
    expect(nets.find((n) => n.net === '89')!.areas).toEqual(['馬鞍山', '十四鄉']); // trailing spaces in the file
    expect(reference.districtBoundaries!.districts).toHaveLength(18);
    expect(reference.mtrStations!.stations).toHaveLength(97);
    expect(station('TSY')).toEqual({ code: 'TSY', name: '青衣', nameEn: 'Tsing Yi', lines: ['AEL', 'TCL'], lat: 22.3584, lon: 114.107 });
    expect(reference.p1NetBoundaries).toBeUndefined();
  });

  it('measures the P1 estimate leaving each primary school out: about 97% right', () => {
    const p1 = reference.p1NetEstimate!;
    expect(p1.tested).toBeGreaterThanOrEqual(440);
    expect(p1.accuracy).toBeGreaterThan(0.94);
    expect(p1.accuracy).toBeLessThan(0.99);
    expect(p1.correct / p1.tested).toBeCloseTo(p1.accuracy, 3);
  });
});

describe('nearest MTR stations', () => {
  it('gives up to two stations within 2 km, nearest first, in whole metres', () => {
    // 仁濟醫院蔡衍濤小學, 大埔: Tai Po Market is about 550 m away, Tai Wo about 1.2 km.
    expect(school('11576200012').nearestStations.map((s) => s.code)).toEqual(['TAP', 'TWO']);
    // 拔萃男書院 (亞皆老街): next to Mong Kok East.
    const dbs = school('51077700012').nearestStations[0]!;
    expect(dbs).toMatchObject({ code: 'MKK', name: '旺角東', nameEn: 'Mong Kok East' });
    expect(dbs.distanceMeters).toBeGreaterThan(50);
    expect(dbs.distanceMeters).toBeLessThan(300);
    expect(Number.isInteger(dbs.distanceMeters)).toBe(true);
    // 南丫北段公立小學 on Lamma Island: no station within 2 km.
    expect(school('51310500012').nearestStations).toEqual([]);
    for (const s of model.schools) expect(s.nearestStations.every((n) => n.distanceMeters <= 2000)).toBe(true);
  });
});

describe('districts and SSPA nets of a point', () => {
  it.each([
    ['ADM', '中西區', 'HK1'], // Admiralty is in Central and Western (SOURCES.md §9)
    ['SUN', '荃灣區', 'NT2'], // Sunny Bay: northeast Lantau is in Tsuen Wan district
    ['TIK', '西貢區', 'NT8'],
    ['TAP', '大埔區', 'NT6'],
    ['TUC', '離島區', 'NT9'],
  ])('station %s lies in %s, SSPA net %s', (code, district, sspa) => {
    const answer = model.places.netsAt(station(code));
    expect(answer.district?.name).toBe(district);
    expect(answer.sspaNet).toEqual({ code: sspa, district });
  });

  it('finds no district in Deep Bay or Shenzhen', () => {
    const answer = model.places.netsAt({ lat: 22.52, lon: 113.95 });
    expect(answer).toMatchObject({ district: null, sspaNet: null, p1: { net: null, exact: false, candidates: [] } });
  });
});

describe('P1 nets of a point, estimated', () => {
  it('estimates the net of a known primary school from the other schools, never as certain', () => {
    const s = school('11576200012'); // 仁濟醫院蔡衍濤小學, net 84 (the only net of 大埔區)
    const answer = model.places.netsAt({ lat: s.latitude!, lon: s.longitude! });
    expect(answer.p1).toMatchObject({ method: 'estimate', exact: false, net: '84', accuracy: reference.p1NetEstimate!.accuracy });
    expect(answer.p1.note).toMatch(/^Estimate, not the official boundary/);
    expect(answer.p1.nets[0]).toMatchObject({ net: '84', webpage: 'http://www.edb.gov.hk/poa/tc-canet-84', districts: ['大埔區'] });
  });

  it('lists the other nets of the district as candidates, with their areas', () => {
    const answer = model.places.netsAt({ lat: 22.3817, lon: 114.1877 }); // 沙田市中心
    expect(answer.district?.name).toBe('沙田區');
    expect(answer.p1.net).toBe('91');
    expect(answer.p1.candidates.map((c) => c.net).sort()).toEqual(['88', '89', '91']);
    expect(answer.p1.candidates.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 2);
    expect(answer.p1.nets.find((n) => n.net === '91')!.areas).toContain('沙田市中心');
  });

  it('estimates net 62 for northeast Lantau, which EDB lists under net 62', () => {
    const answer = model.places.netsAt(station('SUN'));
    expect(answer.p1.net).toBe('62');
    expect(answer.p1.nets[0]!.areas).toContain('大嶼山東北');
  });

  it('gives every P1 net its districts, most schools first', () => {
    const districtsOf = (net: string) => model.places.nets.find((n) => n.net === net)!.districts;
    expect(model.places.nets.map((n) => n.net)).toEqual([...model.places.nets.map((n) => n.net)].sort());
    expect(districtsOf('84')).toEqual(['大埔區']);
    expect(districtsOf('64')[0]).toBe('葵青區'); // three of its schools stand in 梨木樹, 荃灣區
    expect(districtsOf('64')).toContain('荃灣區');
  });
});

describe('places by name', () => {
  const names = (q: string) => model.places.placesFor(q).map((p) => `${p.kind}:${p.name}`);

  it('ranks exact names first, then prefixes, then names containing the text', () => {
    expect(names('沙田').slice(0, 3)).toEqual(['station:沙田', 'district:沙田區', 'station:沙田圍']);
    expect(names('sha tin')[0]).toBe('station:沙田');
    expect(names('Tsim Sha Tsui')[0]).toBe('station:尖沙咀');
    expect(names('東').length).toBeLessThanOrEqual(10);
  });

  it('folds variant characters: 荔景 finds the station written 茘景 and the area of net 65', () => {
    expect(names('荔景')).toEqual(['station:茘景', 'area:荔景']);
    expect(model.places.placesFor('荔景')[1]).toMatchObject({ kind: 'area', net: '65', approximate: true, nameEn: null });
  });

  it('places an area at the schools whose address names it, in its net\'s district', () => {
    // 大坑 (net 12, Wan Chai), not 大坑東 in Sham Shui Po.
    const area = model.places.placesFor('大坑').find((p) => p.kind === 'area')!;
    expect(area.net).toBe('12');
    expect(model.places.netsAt(area).district?.name).toBe('灣仔區');
    const station = model.places.placesFor('Tai Po Market')[0]!;
    expect(station).toMatchObject({ kind: 'station', code: 'TAP', lines: ['EAL'], approximate: false });
  });
});
