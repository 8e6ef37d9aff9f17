import { describe, expect, it } from 'vitest';
import { loadTexts } from '../i18n/catalogue.ts';
import type { Locale } from '../i18n/locale.ts';
import type { AdditionalInfo, School } from '../schemas.ts';
import { BASIC_ROWS, CATEGORY_ROWS, type RowContext, compareSections, distanceRow, rowDiffers } from './compare-rows.ts';
import { compareRowsTexts } from './compare-rows.texts.ts';

const school = (fields: Partial<School>, info: AdditionalInfo = {}): School =>
  ({ id: 1, schoolCategory: '小學', district: '沙田區', sessions: [], financialType: null, ...fields, additionalInfo: info }) as School;
const context = async (locale: Locale): Promise<RowContext> => ({ locale, t: await loadTexts(compareRowsTexts, locale) });
const rowOf = (category: School['schoolCategory'], key: string) => CATEGORY_ROWS[category].find((r) => r.key === key)!;

describe('compare rows', () => {
  it('never turns a missing flag or profile into "no"', async () => {
    const zh = await context('zh-HK');
    const committee = rowOf('中學', 'committee');
    expect(committee.value(school({}, { incorporatedManagementCommittee: 'Y' }), zh)).toBe('✓ 是');
    expect(committee.value(school({}, { incorporatedManagementCommittee: 'N' }), zh)).toBe('✗ 否');
    expect(committee.value(school({}, {}), zh)).toBe('-');
    const linked = rowOf('小學', 'linked');
    expect(linked.value(school({}, { profileSource: '小學概覽（家校會）', linkedSecondarySchool: null }), zh)).toBe('沒有');
    expect(linked.value(school({}, { profileSource: null }), zh)).toBe('-');
  });

  it('words values in English from the vocabulary, keeping data that exists only in Chinese', async () => {
    const en = await context('en');
    const s = school({ district: '沙田區', schoolType: '資助', gender: '男女', address: '沙田', englishAddress: '1 SHA TIN ROAD', motto: '博愛' });
    const value = (key: string) => BASIC_ROWS.find((r) => r.key === key)!.value(s, en);
    expect([value('district'), value('schoolType'), value('gender'), value('address'), value('motto')]).toEqual(['Sha Tin', 'Aided', 'Co-educational', '1 SHA TIN ROAD', '博愛']);
    expect(rowOf('小學', 'teachingLanguage').value(school({}, { teachingLanguage: '中文及英文' }), en)).toBe('Chinese and English');
    expect(rowOf('小學', 'schoolNet').value(school({}, { schoolNet: '91' }), en)).toBe('Net 91');
  });

  it('gives kindergarten fees as written, and says when a class is not run', async () => {
    const zh = await context('zh-HK');
    const fees = { applicationFee: null, registrationHalfDay: null, registrationWholeDay: 1500, childCareHalfDay: 40000, childCareWholeDay: null, certificateUrl: null };
    const kg = school({ schoolCategory: '幼稚園' }, { kgFees: { ...fees, asWritten: { applicationFee: null, registrationHalfDay: null, registrationWholeDay: null, childCareHalfDay: { text: '$40,000 (K1-2)' }, childCareWholeDay: null } } as never, noHalfDayClass: true });
    expect(rowOf('幼稚園', 'childCareHalfDay').value(kg, zh)).toBe('$40,000 (K1-2)');
    expect(rowOf('幼稚園', 'registrationWholeDay').value(kg, zh)).toBe('HK$1,500');
    expect(rowOf('幼稚園', 'registrationHalfDay').value(kg, zh)).toBe('沒有開辦半日班');
    expect(rowOf('幼稚園', 'childCareWholeDay').value(kg, zh)).toBe('-');
    expect(rowOf('幼稚園', 'vacancyK2').value(kg, zh)).toBe('-');
  });

  it('shows P1 classes this year and last, and a DSS fee range', async () => {
    const zh = await context('zh-HK');
    const p = school({}, { p1Classes: { thisYear: 4, lastYear: 5 }, fees: { tuitionMin: 30000, tuitionMax: 42000, boarding: null, profileNote: null } });
    expect(rowOf('小學', 'p1Classes').value(p, zh)).toBe('4');
    expect(rowOf('小學', 'p1ClassesLastYear').value(p, zh)).toBe('5');
    expect(rowOf('小學', 'dssTuition').value(p, zh)).toBe('HK$30,000 至 HK$42,000');
    expect(rowOf('小學', 'p1Classes').number).toBe('p1Classes');
  });

  it('marks rows whose values differ', async () => {
    const zh = await context('zh-HK');
    const district = BASIC_ROWS.find((r) => r.key === 'district')!;
    expect(rowDiffers(district, [school({ district: '沙田區' }), school({ district: '沙田區' })], zh)).toBe(false);
    expect(rowDiffers(district, [school({ district: '沙田區' }), school({ district: '大埔區' })], zh)).toBe(true);
  });

  it('puts the category rows after the basic ones, or the fee row when categories differ', () => {
    const same = compareSections([school({}), school({})]);
    expect(same.category).toBe('小學');
    expect(same.own).toBe(CATEGORY_ROWS['小學']);
    const mixed = compareSections([school({}), school({ schoolCategory: '中學' })], distanceRow({ lat: 22.3, lon: 114.2 }, '沙田站'));
    expect(mixed.category).toBeUndefined();
    expect(mixed.basic.map((r) => r.key)).toEqual(['distance', ...BASIC_ROWS.map((r) => r.key), 'annualFee']);
  });
});
