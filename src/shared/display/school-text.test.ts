import { describe, expect, it } from 'vitest';
import type { AdditionalInfo, School } from '../schemas.ts';
import { absentText, classroomText, schemeText } from './school-text.ts';

const school = (fields: Partial<School>, info: AdditionalInfo = {}): School =>
  ({ schoolCategory: '幼稚園', financialType: null, sessions: [], ...fields, additionalInfo: info }) as School;

const twoStreams = {
  profileSource: '幼稚園概覽（教育局）',
  classroomCount: null,
  streams: [
    { curriculumType: '本地', schemeStatus: '有參加', classroomCount: 3 },
    { curriculumType: '非本地', schemeStatus: '沒有參加', classroomCount: 2 },
  ],
};

describe('what a missing value means', () => {
  it('is 沒有 in a school with a profile, unknown without one', () => {
    expect(absentText(school({}, { profileSource: '小學概覽（家校會）' }))).toBe('沒有');
    expect(absentText(school({}, { profileSource: null }))).toBe('未提供');
    expect(absentText(school({}), '-')).toBe('-');
    expect(absentText(school({}, { profileSource: null }), undefined, 'en')).toBe('Not provided');
    expect(absentText(school({}, { profileSource: 'x' }), undefined, 'en')).toBe('None');
  });
});

describe('kindergarten streams', () => {
  it('says which streams join the scheme', () => {
    expect(schemeText(school({ financialType: '有參加' }, twoStreams))).toBe('是（只限本地課程）');
    expect(schemeText(school({ financialType: '有參加' }, {}))).toBe('是');
    expect(schemeText(school({ financialType: '沒有參加' }, {}))).toBe('否');
    const noStreamSays = { ...twoStreams, streams: twoStreams.streams.map((s) => ({ ...s, schemeStatus: '申請審核中' })) };
    expect(schemeText(school({ financialType: '有參加' }, noStreamSays))).toBe('是'); // on the scheme list
  });

  it('lists each stream\'s classrooms when they differ, the count when known', () => {
    expect(classroomText(school({}, twoStreams))).toBe('本地課程 3 間；非本地課程 2 間');
    expect(classroomText(school({}, { classroomCount: 9 }))).toBe('9');
    expect(classroomText(school({}, {}))).toBe('未提供');
    expect(classroomText(school({}, twoStreams), 'en')).toBe('local curriculum 3; non-local curriculum 2');
    expect(schemeText(school({ financialType: '有參加' }, twoStreams), 'en')).toBe('Yes (local curriculum only)');
  });
});
