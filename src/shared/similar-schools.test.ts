import { describe, expect, it } from 'vitest';
import type { AdditionalInfo, School } from './schemas.ts';
import { SIMILAR_LIMIT, sharedFacts, similarSchools } from './similar-schools.ts';

let nextId = 1;
const school = (fields: Partial<School>, info: AdditionalInfo = {}): School =>
  ({
    id: nextId++,
    schoolCategory: '小學',
    schoolType: '資助',
    gender: null,
    religiousAffiliation: null,
    financialType: null,
    sessions: [],
    latitude: 22.3,
    longitude: 114.17,
    ...fields,
    additionalInfo: info,
  }) as School;
const facts = (a: School, b: School) => sharedFacts(a, b).map((m) => m.fact);

describe('similar schools', () => {
  it('never counts a fact either record lacks: unknown is not the same', () => {
    const a = school({ gender: null, religiousAffiliation: null }, { schoolNet: null, teachingLanguage: null });
    const b = school({ gender: null, religiousAffiliation: null }, {});
    expect(facts(a, b)).toEqual(['schoolType']);
    // A known "none" is a fact: two schools of no religion share it.
    expect(facts(school({ religiousAffiliation: '不適用' }), school({ religiousAffiliation: '不適用' }))).toContain('religion');
    const kg = (info: AdditionalInfo, fields: Partial<School> = {}) => school({ schoolCategory: '幼稚園', schoolType: '非牟利', ...fields }, info);
    expect(facts(kg({ noPenWritingK1: null, nonChineseSupportFunding: null }), kg({ noPenWritingK1: null, nonChineseSupportFunding: null }))).toEqual([]);
    expect(facts(kg({ noPenWritingK1: false }), kg({ noPenWritingK1: false }))).toEqual(['noPenWriting']);
    expect(facts(kg({}, { financialType: null }), kg({}, { financialType: '有參加' }))).toEqual([]);
  });

  it('takes a kindergarten fee within ±20 % of the school’s own, and gives the other school’s', () => {
    const fee = (childCareWholeDay: number) => school({ schoolCategory: '幼稚園' }, { kgFees: { childCareWholeDay } as never });
    expect(sharedFacts(fee(50_000), fee(60_000))).toEqual([{ fact: 'annualFee', value: 60_000 }]);
    expect(sharedFacts(fee(50_000), fee(40_000))).toEqual([{ fact: 'annualFee', value: 40_000 }]);
    expect(sharedFacts(fee(50_000), fee(60_001))).toEqual([]);
    expect(sharedFacts(fee(0), fee(0))).toEqual([{ fact: 'annualFee', value: 0 }]);
  });

  it('shares sessions, secondary links and SSPA nets that both have; the DSS fee by the fee filter’s bands', () => {
    const kg = (sessions: School['sessions']) => school({ schoolCategory: '幼稚園', sessions });
    expect(sharedFacts(kg(['上午', '下午']), kg(['下午', '全日']))).toEqual([{ fact: 'session', value: ['下午'] }]);
    expect(sharedFacts(kg(['上午']), kg(['全日']))).toEqual([]);
    const primary = (info: AdditionalInfo) => school({ schoolType: '官立' }, { profileSource: 'PSP', ...info });
    expect(sharedFacts(primary({ feederSecondarySchool: 'A', linkedSecondarySchool: 'B' }), primary({ linkedSecondarySchool: 'C' }))).toContainEqual({ fact: 'secondaryLinks', value: ['linked'] });
    expect(facts(primary({}), primary({}))).not.toContain('secondaryLinks');
    const dss = (tuitionMin: number, info: AdditionalInfo = {}) => school({ schoolCategory: '中學', schoolType: '直資' }, { fees: { tuitionMin } as never, ...info });
    expect(sharedFacts(dss(31_000), dss(50_000))).toContainEqual({ fact: 'dssFeeBand', value: { min: 30_000, max: 50_000 } });
    expect(facts(dss(30_000), dss(31_000))).not.toContain('dssFeeBand');
    expect(sharedFacts(dss(250_000), dss(300_000))).toContainEqual({ fact: 'dssFeeBand', value: { min: 200_000, max: null } });
    expect(sharedFacts(dss(1, { servesNets: ['KT1', 'KT2'] }), dss(1, { servesNets: ['KT2'] }))).toContainEqual({ fact: 'servesNet', value: ['KT2'] });
  });

  it('ranks by facts shared, then K1 places for kindergartens, then distance; never the school itself or another category', () => {
    const own = school({ schoolCategory: '幼稚園', sessions: ['全日'] }, { vacancy: { k1: 'N' } as never });
    const at = (metres: number, fields: Partial<School>, info: AdditionalInfo = {}) =>
      school({ schoolCategory: '幼稚園', latitude: 22.3 + metres / 111_195, ...fields }, info);
    const far = at(5_000, { sessions: ['全日'] });
    const nearWithPlaces = at(900, { sessions: ['上午'] }, { vacancy: { k1: 'Y' } as never });
    const near = at(100, { sessions: ['上午'] });
    const unplaced = school({ schoolCategory: '幼稚園', sessions: ['上午'], latitude: null, longitude: null });
    const primary = at(10, { schoolCategory: '小學', sessions: ['全日'] });
    const ranked = similarSchools(own, [own, near, unplaced, primary, nearWithPlaces, far]);
    expect(ranked.map((hit) => hit.school.id)).toEqual([far.id, nearWithPlaces.id, near.id, unplaced.id]);
    expect(ranked.map((hit) => hit.distanceMeters)).toEqual([5_000, 900, 100, null]);
    const many = Array.from({ length: 10 }, (_, i) => at(i * 10, {}));
    expect(similarSchools(own, many)).toHaveLength(SIMILAR_LIMIT);
  });
});
