import { describe, expect, it } from 'vitest';
import { DISTRICT_LABELS, GENDER_LABELS, RELIGION_LABELS, SCHOOL_TYPE_LABELS } from '../../../shared/vocabulary.ts';
import { NOT_GIVEN, sliceLabel } from './chart-format.ts';

describe('sliceLabel', () => {
  it('labels the statistics’ values with the vocabulary, in Chinese by default', () => {
    expect(sliceLabel(DISTRICT_LABELS, '沙田區')).toBe('沙田區');
    expect(sliceLabel(GENDER_LABELS, '男女')).toBe('男女校');
    expect(sliceLabel(GENDER_LABELS, NOT_GIVEN)).toBe('未註明');
  });
  it('uses the vocabulary’s English labels on English pages', () => {
    expect(sliceLabel(DISTRICT_LABELS, '沙田區', 'en')).toBe('Sha Tin');
    expect(sliceLabel(SCHOOL_TYPE_LABELS, '直資', 'en')).toBe('Direct Subsidy Scheme');
    expect(sliceLabel(RELIGION_LABELS, '天主教', 'en')).toBe('Catholicism');
    expect(sliceLabel(GENDER_LABELS, '女', 'en')).toBe('Girls');
  });
  it('says "Not stated" for the schools whose source gives no value', () => {
    expect(sliceLabel(RELIGION_LABELS, NOT_GIVEN, 'en')).toBe('Not stated');
    expect(sliceLabel(GENDER_LABELS, NOT_GIVEN, 'en')).toBe('Not stated');
  });
  it('keeps a value the vocabulary does not hold as it is', () => {
    expect(sliceLabel(RELIGION_LABELS, 'Other faith', 'en')).toBe('Other faith');
  });
});
