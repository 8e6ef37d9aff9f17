import { expect, test } from 'vitest';
import type { VersionChange } from '../../shared/version-change-schemas.ts';
import { changeLines, changeTitle, changeWords } from './change-text.ts';

const school = { id: 7, schoolNo: '12345600011', name: '測試幼稚園', englishName: 'TEST KINDERGARTEN', address: '九龍', district: '觀塘區', schoolCategory: '幼稚園', schoolType: '私立' } as const;
const change: VersionChange = {
  version: 3,
  date: '2026-11-27T00:00:00.000Z',
  kind: 'changed',
  school,
  fields: [
    { field: 'vacancy', level: 'k2', from: 'Y', to: 'P' },
    { field: 'fee', fee: 'registrationWholeDay', from: 1100, to: 1500 },
    { field: 'fee', fee: 'tuitionMax', from: 60000, to: 62000 },
    { field: 'moved', from: '九龍', to: '新界', metres: 2500 },
    { field: 'sessions', from: ['上午', '下午'], to: ['全日'] },
    { field: 'gender', from: '男女', to: '女' },
    { field: 'schoolType', from: '私立', to: '資助' },
    { field: 'profile', from: '幼稚園概覽 2025', to: '幼稚園概覽 2026' },
  ],
};

test('each fact before and after, in Chinese and in English', async () => {
  expect(changeLines(change, await changeWords('zh-HK'))).toEqual([
    '低班 (K2)：有學位 → 正處理輪候名單',
    '註冊費（全日班）：HK$1,100 → HK$1,500',
    '最高全年學費（直資）：HK$60,000 → HK$62,000',
    '遷址（約 2.5 公里）：九龍 → 新界',
    '上課時間：上午、下午 → 全日',
    '學生性別：男女校 → 女校',
    '資助類別：私立 → 資助',
    '新學年學校概覽：幼稚園概覽 2025 → 幼稚園概覽 2026',
  ]);
  const english = await changeWords('en');
  expect(changeLines(change, english)[0]).toBe('Lower (K2): Places available → Processing the waiting list');
  expect(changeTitle({ ...change, fields: change.fields.slice(0, 2) }, english)).toBe('TEST KINDERGARTEN: Lower (K2), Registration fee (whole-day class) changed');
  expect(changeTitle({ ...change, kind: 'opened', fields: [] }, await changeWords('zh-HK'))).toBe('測試幼稚園：新開辦');
});
