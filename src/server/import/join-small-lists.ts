// DSS fees, through-train schools and SSPA nets → entries.
import { foldText } from '../../shared/normalize.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { type JoinStats, newJoinStats, recordMatch } from './join-stats.ts';
import type { DssFee, SspaNet, ThroughTrainEntry } from './parse-small-lists.ts';

/** A trailing bracket group dropped: 香港兆基創意書院(李兆基基金會贊助…) → 香港兆基創意書院. */
const stem = (name: string) => foldText(name).replace(/\([^()]*\)$/, '');

/**
 * DSS fees per (name, level): the range over the class rows (S1-S6 / P1-P6) is tuitionMin-tuitionMax; 宿費
 * (boarding) rows are `boarding`; the profile's own fee text stays beside them. Only 直資 entries of that level
 * are candidates; a name that matches no entry exactly may match by its stem when exactly one DSS school has it.
 */
export function joinDssFees(entries: readonly DirectoryEntry[], fees: readonly DssFee[]): JoinStats {
  const groups = new Map<string, DssFee[]>();
  for (const fee of fees) {
    const key = `${fee.level}|${fee.name}`;
    groups.set(key, [...(groups.get(key) ?? []), fee]);
  }
  const stats = newJoinStats();
  for (const [key, rows] of groups) {
    const [level, name] = key.split('|') as [string, string];
    const dss = entries.filter((e) => e.schoolCategory === level && e.schoolType === '直資');
    let hits = dss.filter((e) => foldText(e.name) === foldText(name));
    if (hits.length === 0) {
      const byStem = dss.filter((e) => stem(e.name) === stem(name));
      if (new Set(byStem.map((e) => e.schoolNo.slice(0, 6))).size === 1) hits = byStem;
    }
    recordMatch(stats, hits.length > 0, `${name} (${level})`);
    const tuition = rows.filter((r) => r.classes !== '宿費');
    const boarding = rows.filter((r) => r.classes === '宿費');
    const mins = tuition.map((r) => r.min).filter((v): v is number => v !== null);
    const maxes = tuition.map((r) => r.max).filter((v): v is number => v !== null);
    const boardingNote = boarding.map((r) => `$${r.min ?? '-'}${r.max !== r.min ? `-$${r.max ?? '-'}` : ''}`).join('\n');
    for (const entry of hits) {
      entry.additionalInfo.fees = {
        tuitionMin: mins.length ? Math.min(...mins) : null,
        tuitionMax: maxes.length ? Math.max(...maxes) : null,
        boarding: boardingNote || null,
        profileNote: entry.additionalInfo.fees?.profileNote ?? null,
      };
      stats.entriesFilled += 1;
    }
  }
  return stats;
}

/** The through-train list (aided schools): fills throughTrainSchool of its primaries where the PSP left it empty. */
export function joinThroughTrain(entries: readonly DirectoryEntry[], list: readonly ThroughTrainEntry[]): JoinStats {
  const byName = (category: string) => {
    const map = new Map<string, DirectoryEntry[]>();
    for (const e of entries.filter((x) => x.schoolCategory === category)) {
      map.set(foldText(e.name), [...(map.get(foldText(e.name)) ?? []), e]);
    }
    return map;
  };
  const primaries = byName('小學');
  const secondaries = byName('中學');
  const stats = newJoinStats();
  const groups = new Map<string, ThroughTrainEntry[]>();
  for (const item of list) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  for (const members of groups.values()) {
    const secondaryNames = members.filter((m) => secondaries.has(foldText(m.name))).map((m) => m.name);
    for (const member of members) {
      const primary = primaries.get(foldText(member.name)) ?? [];
      recordMatch(stats, primary.length > 0 || secondaries.has(foldText(member.name)), member.name);
      if (secondaryNames.length === 0) continue;
      for (const entry of primary) {
        if (entry.additionalInfo.throughTrainSchool) continue;
        entry.additionalInfo.throughTrainSchool = secondaryNames.join('、');
        stats.entriesFilled += 1;
      }
    }
  }
  return stats;
}

/**
 * SSPA serving nets, by 6-digit school number: a secondary school's own net (e.g. HK1) as its schoolNet, and every
 * net it serves (its own and the others whose column says Y) as servesNets.
 */
export function joinSspaNets(entries: readonly DirectoryEntry[], nets: readonly SspaNet[]): JoinStats {
  const bySchool = new Map<string, DirectoryEntry[]>();
  for (const e of entries.filter((x) => x.schoolCategory === '中學')) {
    const id = e.schoolNo.slice(0, 6);
    bySchool.set(id, [...(bySchool.get(id) ?? []), e]);
  }
  const stats = newJoinStats();
  for (const net of nets) {
    const hits = bySchool.get(net.schoolId) ?? [];
    recordMatch(stats, hits.length > 0, `${net.schoolId} ${net.name}`);
    for (const entry of hits) {
      entry.additionalInfo.schoolNet = net.net;
      entry.additionalInfo.servesNets = net.serves;
      stats.entriesFilled += 1;
    }
  }
  return stats;
}

/**
 * The other side of through-train links: a secondary school named as a primary school's through-train school
 * (EDB's list or the PSP) gets that primary school in throughTrainPrimary. Names are split on 、 and folded;
 * the PSP's 本校 means the school itself.
 */
export function linkThroughTrainPrimaries(entries: readonly DirectoryEntry[]): JoinStats {
  const secondaries = new Map<string, DirectoryEntry[]>();
  for (const e of entries.filter((x) => x.schoolCategory === '中學')) {
    secondaries.set(foldText(e.name), [...(secondaries.get(foldText(e.name)) ?? []), e]);
  }
  const stats = newJoinStats();
  for (const primary of entries.filter((x) => x.schoolCategory === '小學' && x.additionalInfo.throughTrainSchool)) {
    for (const written of primary.additionalInfo.throughTrainSchool!.split('、')) {
      // 本校 ("this school"): a through-train school listed once, under its own name, at both levels.
      const name = written === '本校' ? primary.name : written;
      const hits = secondaries.get(foldText(name)) ?? [];
      recordMatch(stats, hits.length > 0, name);
      for (const secondary of hits) {
        const known = secondary.additionalInfo.throughTrainPrimary?.split('、') ?? [];
        if (known.includes(primary.name)) continue;
        secondary.additionalInfo.throughTrainPrimary = [...known, primary.name].join('、');
        stats.entriesFilled += 1;
      }
    }
  }
  return stats;
}
