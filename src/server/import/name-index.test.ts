import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from './directory-entry.ts';
import { NameIndex, foldDistrict, parentNames } from './name-index.ts';

const entry = (schoolNo: string, name: string, district: string, address = ''): DirectoryEntry =>
  ({ schoolNo, name, district, address }) as DirectoryEntry;

describe('NameIndex', () => {
  it('folds widths, variant characters and bracket shapes', () => {
    const index = new NameIndex([entry('11111100012', '觀塘官立小學〈秀明道〉', '觀塘區'), entry('22222200012', '聖公會聖紀文小學', '中西區')]);
    expect(index.match({ name: '觀塘官立小學（秀明道）' })).toMatchObject({ kind: 'matched', via: 'name' });
    expect(index.match({ name: '聖公會聖紀文小學 ' })).toMatchObject({ kind: 'matched' });
  });

  it('maps section suffixes to the parent school', () => {
    expect(parentNames('漢華中學（小學部）')).toEqual(['漢華中學']);
    expect(parentNames('拔萃男書院附屬小學')).toEqual(['拔萃男書院']);
    const index = new NameIndex([entry('33333300012', '九龍塘學校', '九龍城區')]);
    const result = index.match({ name: '九龍塘學校（小學部）' });
    expect(result).toMatchObject({ kind: 'matched', via: 'section' });
  });

  it('matches several candidates only when they are one school or district/address picks one', () => {
    const twoSites = new NameIndex([entry('44444400022', '培基小學', '沙田區'), entry('44444400012', '培基小學', '沙田區')]);
    const sites = twoSites.match({ name: '培基小學' });
    expect(sites.kind === 'matched' && sites.entries.map((e) => e.schoolNo)).toEqual(['44444400012', '44444400022']);

    const twoSchools = new NameIndex([
      entry('55555500012', '同名學校', '東區', '東路1號'),
      entry('66666600012', '同名學校', '東區', '東路2號'),
      entry('77777700012', '同名學校', '南區'),
    ]);
    expect(twoSchools.match({ name: '同名學校' })).toEqual({ kind: 'missed', reason: 'ambiguous' });
    expect(twoSchools.match({ name: '同名學校', district: '香港南區' })).toMatchObject({ kind: 'matched', entries: [{ schoolNo: '77777700012' }] });
    expect(twoSchools.match({ name: '同名學校', district: '香港東區', address: '東路２號' })).toMatchObject({
      entries: [{ schoolNo: '66666600012' }],
    });
    expect(twoSchools.match({ name: '同名學校', district: '香港東區' })).toEqual({ kind: 'missed', reason: 'ambiguous' });
    expect(foldDistrict('香港東區')).toBe('東區');
  });

  it('falls back to the one school at the same address whose name holds the profile name, never another', () => {
    const index = new NameIndex([
      entry('11470700012', '新界婦孺福利會有限公司梁省德學校', '大埔區', '新界大埔大元邨'),
      entry('88888800012', '大元邨小學', '大埔區', '新界大埔大元邨'),
    ]);
    expect(index.match({ name: '新界婦孺福利會梁省德學校', district: '大埔區', address: '新界大埔大元邨' })).toMatchObject({
      kind: 'matched',
      via: 'address',
      entries: [{ schoolNo: '11470700012' }],
    });
    expect(index.match({ name: '新界婦孺福利會梁省德學校', district: '北區', address: '新界大埔大元邨' })).toEqual({
      kind: 'missed',
      reason: 'no such name',
    });
    expect(index.match({ name: '另一間學校', district: '大埔區', address: '新界大埔大元邨' })).toMatchObject({ kind: 'missed' });
  });
});
