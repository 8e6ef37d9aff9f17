import { cell } from './clean.ts';
import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  coordinatesOf,
  districtOf,
  genderOf,
  kgSchoolType,
  religionOf,
  schoolTypeOf,
} from './location-mapping.ts';

describe('SCH_LOC value mapping', () => {
  it('maps levels to categories', () => {
    expect(categoryOf('KINDERGARTEN')).toBe('幼稚園');
    expect(categoryOf('KINDERGARTEN-CUM-CHILD CARE CENTRES')).toBe('幼稚園');
    expect(categoryOf('PRIMARY')).toBe('小學');
    expect(categoryOf('SECONDARY')).toBe('中學');
    expect(() => categoryOf('UNIVERSITY')).toThrow('unknown SCHOOL LEVEL "UNIVERSITY"');
  });

  it('maps every finance type of the file to a school type', () => {
    expect(schoolTypeOf('GOVERNMENT')).toBe('官立');
    expect(schoolTypeOf('AIDED')).toBe('資助');
    expect(schoolTypeOf('DIRECT SUBSIDY SCHEME')).toBe('直資');
    expect(schoolTypeOf('CAPUT')).toBe('按位津貼');
    for (const t of ['PRIVATE', 'ENGLISH SCHOOLS FOUNDATION', 'PRIVATE INDEPENDENT SCH SCHEME']) expect(schoolTypeOf(t)).toBe('私立');
    expect(() => schoolTypeOf('VOUCHER')).toThrow('unknown FINANCE TYPE "VOUCHER"');
  });

  it('types kindergartens from the profile, else from the scheme list', () => {
    expect(kgSchoolType('非牟利', false)).toBe('非牟利');
    expect(kgSchoolType('私立獨立', true)).toBe('私立');
    expect(kgSchoolType(null, true)).toBe('非牟利');
    expect(kgSchoolType(null, false)).toBe('私立');
  });

  it('maps religion, gender and district', () => {
    expect(religionOf('不適用', 'NOT APPLICABLE')).toBe('不適用');
    expect(religionOf('無', 'Not applicable')).toBe('不適用');
    expect(religionOf('N.A.', 'Not Applicable')).toBe('不適用');
    expect(religionOf('N.A.', 'N.A.')).toBeNull();
    expect(religionOf('伊斯蘭教', 'ISLAM')).toBe('伊斯蘭教');
    expect(religionOf('儒釋道三教', 'CONFUCIANISM,BUDDHISM & TAOISM')).toBe('儒釋道三教');
    expect(religionOf('CATHOLICISM', 'CATHOLICISM')).toBe('天主教'); // the 2022 JSON
    expect(religionOf('', 'N.A.')).toBeNull();
    expect(() => religionOf('印度教', 'HINDUISM')).toThrow('unknown 宗教 "印度教"');
    expect(genderOf('男')).toBe('男');
    expect(genderOf('男女')).toBe('男女');
    expect(genderOf('N.A.')).toBeNull();
    expect(districtOf('東區')).toBe('東區');
    expect(() => districtOf('香港東區')).toThrow('unknown 分區 "香港東區"');
  });

  it('keeps coordinates inside Hong Kong only and nulls N.A.', () => {
    expect(coordinatesOf('22.44145606', '114.16643137')).toEqual({ latitude: 22.44145606, longitude: 114.16643137 });
    expect(coordinatesOf('0', '0')).toBeNull();
    expect(coordinatesOf('N.A.', '114.1')).toBeNull();
    expect(coordinatesOf('', '')).toBeNull();
    expect(coordinatesOf('22.7', '114.1')).toBeNull();
    expect(cell('N.A.')).toBeNull();
    expect(cell('N.A')).toBeNull();
    expect(cell(' 26566116 ')).toBe('26566116');
  });
});
