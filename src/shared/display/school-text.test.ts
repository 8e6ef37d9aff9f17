import { describe, expect, it } from 'vitest';
import type { AdditionalInfo, School } from '../schemas.ts';
import { addressText, joinList, sessionsText, teachingLanguageText } from './brief-text.ts';
import { absentText, classroomText, curriculumText, religionText, schemeText } from './school-text.ts';

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
    expect(classroomText(school({}, twoStreams), 'en')).toBe('Local curriculum: 3; Non-local curriculum: 2');
    expect(schemeText(school({ financialType: '有參加' }, twoStreams), 'en')).toBe('Yes (local curriculum only)');
  });
});

describe('values in the page\'s language', () => {
  it('gives the English address on English pages, the Chinese one where there is none', () => {
    const place = { address: '沙田第一城', englishAddress: 'City One Shatin' };
    expect(addressText(place)).toBe('沙田第一城');
    expect(addressText(place, 'en')).toBe('City One Shatin');
    expect(addressText({ ...place, englishAddress: ' ' }, 'en')).toBe('沙田第一城');
  });

  it('labels sessions, religions and teaching languages by the vocabulary', () => {
    expect(sessionsText(['上午', '下午'])).toBe('上午、下午');
    expect(sessionsText(['上午', '下午'], 'en')).toBe('A.M., P.M.');
    expect(sessionsText([], 'en')).toBe('Not provided');
    expect(religionText('天主教')).toBe('天主教');
    expect(religionText('天主教', 'en')).toBe('Catholicism');
    expect(religionText(null)).toBe('不適用');
    expect(religionText(null, 'en')).toBe('Not applicable');
    expect(religionText('其他宗教團體', 'en')).toBe('其他宗教團體');
    expect(teachingLanguageText('中文及英文', 'en')).toBe('Chinese and English');
    expect(teachingLanguageText('N.A.', 'en')).toBe('Not provided');
    expect(joinList(['HK1', 'HK2'])).toBe('HK1、HK2');
    expect(joinList(['HK1', 'HK2'], 'en')).toBe('HK1, HK2');
    expect(curriculumText('本地及非本地')).toBe('本地及非本地');
    expect(curriculumText('本地及非本地', 'en')).toBe('Local and non-local');
    expect(curriculumText('非本地', 'en')).toBe('Non-local');
  });
});
