// The 2022 location file against this year's, for schools checked by hand in both files by their numbers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from './decode.ts';
import { groupBySchool, mergeSessions } from './directory-entry.ts';
import { parseSchoolLocation } from './parse-school-location.ts';
import { yearChanges } from './year-changes.ts';

const entries = (file: string, format: 'csv' | 'json') => {
  const rows = parseSchoolLocation(decodeBytes(readFileSync(file), file), file, format);
  return new Map([...groupBySchool(rows)].map(([no, group]) => [no, mergeSessions(no, group, '2026-01-01')]));
};
const earlier = entries('../shared/data/edb/archive/SCH_LOC_EDB_2022.json', 'json');
const current = entries('../shared/data/edb/SCH_LOC_EDB.csv', 'csv');
const changes = yearChanges(earlier, current);
const of = (schoolNo: string) => changes.find((change) => change.schoolNo === schoolNo);
const changed = (schoolNo: string) => {
  const change = of(schoolNo);
  return change?.kind === 'changed' ? change : undefined;
};

describe('changes since 2022 (real files)', () => {
  it('finds a school opened since 2022', () => {
    expect(earlier.has('62370900012')).toBe(false);
    expect([...earlier.keys()].some((no) => no.startsWith('623709'))).toBe(false);
    expect(current.get('62370900012')?.name).toBe('五旬節聖潔會永光小學');
    expect(of('62370900012')).toEqual({ kind: 'opened', schoolNo: '62370900012' });
  });

  it('finds a school closed since 2022, and one that only moved to a new site', () => {
    expect(earlier.get('60255800012')?.name).toBe('中華基督教會方潤華小學');
    expect([...current.keys()].some((no) => no.startsWith('602558'))).toBe(false);
    expect(of('60255800012')).toEqual({ kind: 'closed', schoolNo: '60255800012' });
    // 東華三院蔡榮星小學 left its 2022 number (site 0001, 美林邨) for site 0002 (博泉街19號): moved, not closed.
    expect(earlier.get('61016000012')?.name).toBe('東華三院蔡榮星小學');
    expect(of('61016000012')).toBeUndefined();
    expect(changed('61016000022')?.changes).toContainEqual(expect.objectContaining({ field: 'moved', to: '新界沙田博泉街19號' }));
  });

  it('sees a school on a new site as one school that moved, not one closed and one opened', () => {
    const move = changed('51451900022');
    expect(move?.earlierNo).not.toBe('51451900022');
    expect(move?.earlierNo.slice(0, 6)).toBe('514519');
    expect(move?.changes).toContainEqual(expect.objectContaining({ field: 'moved', to: '九龍觀塘安茵街2號', metres: expect.any(Number) }));
    expect(of(move!.earlierNo)).toBeUndefined();
  });

  it('finds a renamed school, and not a name that only changed its brackets', () => {
    expect(changed('54323300022')?.changes).toContainEqual({ field: 'name', from: '香港學生輔助會小學', to: '基督教培恩小學' });
    expect(earlier.get('11482000012')?.name).toBe('保良局王賜豪（田心谷）小學');
    expect(current.get('11482000012')?.name).toBe('保良局王賜豪(田心谷)小學');
    expect(changed('11482000012')?.changes.some((c) => c.field === 'name')).not.toBe(true);
  });

  it('does not call a name a new one when the two files spell it with variant forms (啓/啟)', () => {
    for (const no of ['25039200022', '25039200023']) {
      expect(earlier.get(no)?.name).toMatch(/啓愛/);
      expect(current.get(no)?.name).toMatch(/啟愛/);
      expect(of(no)).toBeUndefined();
    }
    const entry = { ...current.get('25039200022')!, name: '啓綫峯裏衞着（甲）', address: '啓德道１號' };
    const respelled = { ...entry, name: '啟線峰裡衛著(甲)', address: '啟德道1號' };
    expect(yearChanges(new Map([[entry.schoolNo, entry]]), new Map([[entry.schoolNo, respelled]]))).toEqual([]);
    expect(yearChanges(new Map([[entry.schoolNo, entry]]), new Map([[entry.schoolNo, { ...respelled, name: '啟線峰裡衛著(乙)' }]]))).toEqual([
      { kind: 'changed', schoolNo: entry.schoolNo, earlierNo: entry.schoolNo, otherEarlierNos: [], changes: [{ field: 'name', from: entry.name, to: '啟線峰裡衛著(乙)' }] },
    ]);
  });

  it('sees a school that left two sites for one as one school that moved (Island School)', () => {
    expect(current.has('17039900023') || current.has('17039900033')).toBe(false);
    const move = changed('17039900013');
    // Both old sites were in Sha Tin; the nearer to 波老道 is named first.
    expect([move?.earlierNo, ...(move?.otherEarlierNos ?? [])].toSorted()).toEqual(['17039900023', '17039900033']);
    expect(move?.changes).toContainEqual(expect.objectContaining({ field: 'moved', to: '香港波老道20號', metres: expect.any(Number) }));
    expect(of('17039900023')).toBeUndefined();
    expect(of('17039900033')).toBeUndefined();
  });

  it('does not call a corrected position at the same address a move', () => {
    const before = earlier.get('60964100011')!;
    const after = current.get('60964100011')!;
    expect(before.address).toBe(after.address);
    expect(Math.abs(before.latitude! - after.latitude!) + Math.abs(before.longitude! - after.longitude!)).toBeGreaterThan(0.05);
    expect(changed('60964100011')?.changes.some((c) => c.field === 'moved')).not.toBe(true);
  });

  it('finds a change of students’ gender', () => {
    expect(changed('51338500012')?.changes).toContainEqual({ field: 'gender', from: '女', to: '男女' });
  });

  it('accounts for every number once: opened, closed, moved to a new site, or only renumbered in place', () => {
    const added = [...current.keys()].filter((no) => !earlier.has(no));
    const removed = [...earlier.keys()].filter((no) => !current.has(no));
    const successors = changes.flatMap((change) => (change.kind === 'changed' && change.earlierNo !== change.schoolNo ? [change] : []));
    const opened = changes.filter((change) => change.kind === 'opened').map((change) => change.schoolNo);
    const closed = changes.filter((change) => change.kind === 'closed').map((change) => change.schoolNo);
    const renumbered = added.filter((no) => !opened.includes(no) && !successors.some((change) => change.schoolNo === no));
    expect(renumbered.length).toBeLessThan(5);
    for (const no of renumbered) {
      const old = removed.find((gone) => gone.slice(0, 6) === no.slice(0, 6) && gone[10] === no[10])!;
      expect(earlier.get(old)!.address.normalize('NFKC'), no).toBe(current.get(no)!.address.normalize('NFKC')); // same place, new site number
    }
    expect(opened.length + successors.length + renumbered.length).toBe(added.length);
    const leftSites = successors.flatMap((change) => [change.earlierNo, ...change.otherEarlierNos]);
    expect(closed.length + leftSites.length + renumbered.length).toBe(removed.length);
    expect(new Set(changes.map((change) => change.schoolNo)).size).toBe(changes.length);
  });
});
