import { describe, expect, test } from 'vitest';
import { buildVersionChangeLog, type ChangeRow } from '../read-model/version-change-log.ts';
import { changeWords } from '../feeds/change-text.ts';
import { toSimplified } from '../i18n/simplified.ts';
import { MESSAGE_LINES, followedChanges, pushMessage } from './push-message.ts';

const school = (id: number) => ({
  id,
  schoolNo: String(100000 + id),
  name: `學校${id}`,
  englishName: `School ${id}`,
  address: '香港',
  district: '中西區',
  schoolCategory: '幼稚園',
  schoolType: '私立',
});
const k1Opened = (version: number, id: number): ChangeRow => ({
  version,
  importDate: `2026-11-0${version}T00:00:00Z`,
  kind: 'changed',
  school: school(id),
  fields: [{ field: 'vacancy', level: 'k1', from: 'N', to: 'Y' }],
});
const model = (rows: ChangeRow[]) => ({ versionChanges: buildVersionChangeLog(rows, []), schools: [], searchText: [] });
const follow = (schools: number[], locale: 'zh-HK' | 'en' | 'zh-Hans' = 'zh-HK') => ({ id: 'f', locale, schools, searches: [] });

describe('pushMessage', () => {
  test('only the versions after the last one had, up to the one sent', () => {
    const found = followedChanges(model([k1Opened(1, 1), k1Opened(2, 1), k1Opened(3, 1)]), follow([1]), 1, 2);
    expect(found.changes.map((c) => c.version)).toEqual([2]);
  });

  test('nothing followed changed: no message', async () => {
    const found = followedChanges(model([k1Opened(2, 1)]), follow([2]), 1, 2);
    expect(pushMessage(found, await changeWords('zh-HK'), 2)).toBeUndefined();
  });

  test(`many schools: their titles, ${MESSAGE_LINES} at most, then how many more; the tap opens the list of follows`, async () => {
    const ids = [1, 2, 3, 4, 5, 6];
    const found = followedChanges(model(ids.map((id) => k1Opened(2, id))), follow(ids, 'en'), 1, 2);
    const message = pushMessage(found, await changeWords('en'), 2)!;
    expect(message.title).toBe('HK School Guide: 6 schools you follow changed');
    const lines = message.body.split('\n');
    expect(lines).toHaveLength(MESSAGE_LINES + 1);
    expect(lines[0]).toMatch(/^School \d: Nursery \(K1\) changed$/);
    expect(lines.at(-1)).toBe('and 2 more');
    expect(message.url).toBe('/en/follows');
    expect(message.tag).toBe('data-version-2');
  });

  test('one school in two versions: its page; Simplified Chinese converted', async () => {
    const found = followedChanges(model([k1Opened(2, 1), k1Opened(3, 1)]), follow([1], 'zh-Hans'), 1, 3);
    const message = pushMessage(found, await changeWords('zh-Hans'), 3)!;
    expect(message.title).toBe(toSimplified('港校指南：1 間你關注的學校資料有變'));
    expect(message.url).toBe('/sc/schools/1');
  });
});
