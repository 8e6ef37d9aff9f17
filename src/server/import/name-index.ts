// Joins profiles that carry no school number to directory entries by folded Chinese name, never guessing.
import { foldText } from '../../shared/normalize.ts';
import type { DirectoryEntry } from './directory-entry.ts';

/** PSP/SSP districts use 香港東區/香港南區 where SCH_LOC uses 東區/南區. */
export function foldDistrict(district: string): string {
  return district.trim().replace(/^香港(東區|南區)$/, '$1');
}

/**
 * Names a profile may use for a school that SCH_LOC lists under its parent's name:
 * 漢華中學（小學部） → 漢華中學, 拔萃男書院附屬小學 → 拔萃男書院 (section suffixes).
 */
export function parentNames(name: string): string[] {
  const folded = foldText(name);
  const out: string[] = [];
  const section = /^(.+)\((小學部|中學部|小學|中學)\)$/.exec(folded);
  if (section) out.push(section[1]!);
  const attached = /^(.+?)(附屬小學|附屬中學)$/.exec(folded);
  if (attached) out.push(attached[1]!);
  return out;
}

export type MatchResult =
  /** All sites of one school (same 6-digit number), main site first. */
  | { kind: 'matched'; entries: DirectoryEntry[]; via: 'name' | 'section' | 'address' }
  | { kind: 'missed'; reason: 'no such name' | 'ambiguous' };

/** True when every character of `short` appears in `long`, in order: 新界婦孺福利會梁省德學校 in 新界婦孺福利會有限公司梁省德學校. */
function isSubsequence(short: string, long: string): boolean {
  const wanted = [...short];
  let i = 0;
  for (const ch of long) if (ch === wanted[i]) i += 1;
  return i === wanted.length;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class NameIndex {
  private readonly byName = new Map<string, DirectoryEntry[]>();
  private readonly byAddress = new Map<string, DirectoryEntry[]>();

  constructor(entries: Iterable<DirectoryEntry>) {
    for (const entry of entries) {
      push(this.byName, foldText(entry.name), entry);
      push(this.byAddress, `${entry.district}|${foldText(entry.address)}`, entry);
    }
  }

  candidates(name: string): DirectoryEntry[] {
    return this.byName.get(foldText(name)) ?? [];
  }

  /**
   * Exact folded name first, then the parent's name. Several candidates match only when they are the sites of
   * one school (same 6-digit number), or when district, then address, narrows them to one school. Last, a
   * renamed school: the one school at the same address in the same district, when one name holds the other.
   */
  match(profile: { name: string; district?: string; address?: string }): MatchResult {
    const direct = this.byName.get(foldText(profile.name));
    if (direct) return pick(direct, profile, 'name');
    for (const parent of parentNames(profile.name)) {
      const list = this.byName.get(parent);
      if (list) return pick(list, profile, 'section');
    }
    if (profile.district && profile.address) {
      const name = foldText(profile.name);
      const atAddress = this.byAddress.get(`${foldDistrict(profile.district)}|${foldText(profile.address)}`) ?? [];
      const related = atAddress.filter((e) => isSubsequence(name, foldText(e.name)) || isSubsequence(foldText(e.name), name));
      if (related.length > 0 && new Set(related.map(schoolIdOf)).size === 1) {
        return { kind: 'matched', entries: related.sort((a, b) => a.schoolNo.localeCompare(b.schoolNo)), via: 'address' };
      }
    }
    return { kind: 'missed', reason: 'no such name' };
  }
}

function pick(
  list: DirectoryEntry[],
  profile: { district?: string; address?: string },
  via: 'name' | 'section',
): MatchResult {
  const district = profile.district ? foldDistrict(profile.district) : undefined;
  const address = profile.address ? foldText(profile.address) : undefined;
  const narrowed = [
    list,
    district ? list.filter((e) => e.district === district) : [],
    address ? list.filter((e) => e.district === district && foldText(e.address) === address) : [],
  ];
  for (const candidates of narrowed) {
    if (candidates.length > 0 && new Set(candidates.map(schoolIdOf)).size === 1) {
      const entries = [...candidates].sort((a, b) => a.schoolNo.localeCompare(b.schoolNo));
      return { kind: 'matched', entries, via };
    }
  }
  return { kind: 'missed', reason: 'ambiguous' };
}

const schoolIdOf = (entry: DirectoryEntry) => entry.schoolNo.slice(0, 6);
