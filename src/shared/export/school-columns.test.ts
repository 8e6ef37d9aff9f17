import { describe, expect, it } from 'vitest';
import { loadTexts } from '../i18n/catalogue.ts';
import type { School } from '../schemas.ts';
import { schoolsCsv } from './school-columns.ts';
import { schoolColumnsTexts } from './school-columns.texts.ts';

const school = (fields: Partial<School>): School =>
  ({ id: 1, name: '沙田小學', schoolCategory: '小學', schoolType: '資助', district: '沙田區', sessions: [], additionalInfo: {}, ...fields }) as School;
const headerOf = (csv: string) => csv.slice(1).split('\r\n')[0]!.split(',');

describe('schoolsCsv', () => {
  it('has the distance and note columns only when the rows carry them', async () => {
    const zh = await loadTexts(schoolColumnsTexts, 'zh-HK');
    expect(headerOf(schoolsCsv([{ school: school({}) }], zh, 'zh-HK'))).not.toContain('備註');
    const shortlist = schoolsCsv([{ school: school({}), note: '開放日, 三月' }, { school: school({ id: 2 }), note: '' }], zh, 'zh-HK');
    expect(headerOf(shortlist).at(-1)).toBe('備註');
    expect(headerOf(shortlist)).not.toContain('距離（米）');
    expect(shortlist.split('\r\n')[1]).toMatch(/,"開放日, 三月"$/);
  });

  it('names the columns in English on English pages', async () => {
    const en = await loadTexts(schoolColumnsTexts, 'en');
    const header = headerOf(schoolsCsv([{ school: school({}), note: 'x', distanceMeters: 12.4 }], en, 'en'));
    expect(header).toContain('Distance (m)');
    expect(header.at(-1)).toBe('Note');
  });
});
