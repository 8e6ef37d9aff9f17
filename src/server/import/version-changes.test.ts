import { describe, expect, test } from 'vitest';
import type { AdditionalInfo } from '../../shared/schemas.ts';
import { type VersionFacts, versionChanges } from './version-changes.ts';

const KG_FEES = { applicationFee: 40, registrationHalfDay: 1100, registrationWholeDay: 1100, childCareHalfDay: null, childCareWholeDay: null, certificateUrl: null };

function school(id: number, overrides: Partial<VersionFacts> = {}, info: Partial<AdditionalInfo> = {}): VersionFacts {
  return {
    id,
    schoolNo: String(100000 + id).padEnd(11, '1'),
    name: `幼稚園${id}`,
    englishName: `KINDERGARTEN ${id}`,
    address: `九龍${id}號`,
    district: '觀塘區',
    schoolCategory: '幼稚園',
    latitude: 22.31,
    longitude: 114.22,
    schoolType: '私立',
    financialType: null,
    gender: '男女',
    sessions: ['上午', '下午'],
    additionalInfo: {
      vacancy: { k1: 'N', k2: 'Y', k3: 'N', asAt: '2026-11-20' },
      kgFees: KG_FEES,
      profileSource: '幼稚園概覽 2025',
      ...info,
    },
    ...overrides,
  } as VersionFacts;
}

describe('versionChanges', () => {
  test('nothing changed: no changes', () => {
    expect(versionChanges([school(1), school(2)], [school(1), school(2)])).toEqual([]);
  });

  test('a K1 place opening: one vacancy change, with the school as listed now', () => {
    const after = school(1, {}, { vacancy: { k1: 'Y', k2: 'Y', k3: 'N', asAt: '2026-11-27' } });
    const [change, ...rest] = versionChanges([school(1), school(2)], [after, school(2)]);
    expect(rest).toEqual([]);
    expect(change).toEqual({
      schoolId: 1,
      kind: 'changed',
      school: { id: 1, schoolNo: after.schoolNo, name: '幼稚園1', englishName: 'KINDERGARTEN 1', address: '九龍1號', district: '觀塘區', schoolCategory: '幼稚園', schoolType: '私立' },
      fields: [{ field: 'vacancy', level: 'k1', from: 'N', to: 'Y' }],
    });
  });

  test('a new date alone, or a fact one version does not give, is no change', () => {
    const newDate = school(1, {}, { vacancy: { k1: 'N', k2: 'Y', k3: 'N', asAt: '2026-11-27' } });
    const noVacancy = school(2, {}, { vacancy: null, kgFees: null, profileSource: null });
    expect(versionChanges([school(1), school(2)], [newDate, noVacancy])).toEqual([]);
    expect(versionChanges([noVacancy], [school(2)])).toEqual([]);
  });

  test('fees, the profile and the list of schools’ facts, each with before and after', () => {
    const after = school(1, { name: '新名幼稚園', sessions: ['全日'] }, { kgFees: { ...KG_FEES, registrationWholeDay: 1500 }, profileSource: '幼稚園概覽 2026' });
    const dss = school(2, { schoolCategory: '中學', schoolType: '直資' }, { fees: { tuitionMin: 50000, tuitionMax: 60000, boarding: null, profileNote: null } });
    const dssAfter = { ...dss, additionalInfo: { ...dss.additionalInfo, fees: { tuitionMin: 52000, tuitionMax: 60000, boarding: null, profileNote: null } } };
    const [kg, secondary] = versionChanges([school(1), dss], [after, dssAfter]);
    expect(kg!.fields).toEqual([
      { field: 'name', from: '幼稚園1', to: '新名幼稚園' },
      { field: 'sessions', from: ['上午', '下午'], to: ['全日'] },
      { field: 'fee', fee: 'registrationWholeDay', from: 1100, to: 1500 },
      { field: 'profile', from: '幼稚園概覽 2025', to: '幼稚園概覽 2026' },
    ]);
    expect(secondary!.fields).toEqual([{ field: 'fee', fee: 'tuitionMin', from: 50000, to: 52000 }]);
  });

  test('a move over 200 m, and a new address nearby', () => {
    const moved = school(1, { address: '新界1號', latitude: 22.45, longitude: 114.17 });
    const nearby = school(2, { address: '九龍2號地下', latitude: 22.3101 });
    const [one, two] = versionChanges([school(1), school(2)], [moved, nearby]);
    expect(one!.fields).toEqual([{ field: 'moved', from: '九龍1號', to: '新界1號', metres: expect.any(Number) }]);
    expect((one!.fields[0] as { metres: number }).metres).toBeGreaterThan(10_000);
    expect(two!.fields).toEqual([{ field: 'address', from: '九龍2號', to: '九龍2號地下' }]);
  });

  test('opened and closed schools, the closed as last listed', () => {
    const changes = versionChanges([school(1), school(2)], [school(2), school(3)]);
    expect(changes.map((c) => [c.kind, c.schoolId, c.school.name, c.fields])).toEqual([
      ['opened', 3, '幼稚園3', []],
      ['closed', 1, '幼稚園1', []],
    ]);
  });
});
