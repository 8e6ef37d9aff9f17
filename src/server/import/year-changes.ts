// What changed in the school directory between two school years of the location file (SCH_LOC), by school
// number: schools opened and closed, moved (over 200 m to another address or site), a new address nearby,
// renamed, and changes of finance type, gender and sessions. A school that moved to a new site keeps its 6-digit school number and level
// but gets a new site number: it is one school that moved, not one closed and one opened.
import * as OpenCC from 'opencc-js';
import type { FieldChange } from '../../shared/change-schemas.ts';
import { distanceMeters } from '../../shared/distance.ts';
import type { DirectoryEntry } from './directory-entry.ts';

/** Closer than this is the same place (the files' coordinates of one building differ by tens of metres). */
export const MOVE_METRES = 200;

export type DirectoryFacts = Pick<
  DirectoryEntry,
  'schoolNo' | 'name' | 'englishName' | 'address' | 'latitude' | 'longitude' | 'schoolType' | 'financialType' | 'gender' | 'sessions'
>;

export type SchoolChange =
  | { kind: 'opened'; schoolNo: string }
  | { kind: 'closed'; schoolNo: string }
  /**
   * `schoolNo` is the current one; `earlierNo` differs when the school moved to a new site: the old site nearest the
   * new one when the school left several (`otherEarlierNos`, nearest first), as Island School left two.
   */
  | { kind: 'changed'; schoolNo: string; earlierNo: string; otherEarlierNos: string[]; changes: FieldChange[] };

/** Hong Kong's and Taiwan's variant forms to OpenCC's standard ones: 啓/啟, 綫/線, 峯/峰, 裏/裡, 衞/衛, 着/著 and the like. */
const hongKongToStandard = OpenCC.Converter({ from: 'hk', to: 't' });
const taiwanToStandard = OpenCC.Converter({ from: 'tw', to: 't' });

/** Names (and addresses) that differ only in variant forms of a character, full- or half-width forms (brackets
 * included), spaces or case are the same name: the files of two years spell one name both ways. */
const sameName = (a: string, b: string) => {
  const fold = (text: string) => taiwanToStandard(hongKongToStandard(text.normalize('NFKC'))).replace(/\s+/g, '').toUpperCase();
  return fold(a) === fold(b);
};

const metresBetween = (a: DirectoryFacts, b: DirectoryFacts) =>
  a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null
    ? null
    : Math.round(distanceMeters({ lat: a.latitude, lon: a.longitude }, { lat: b.latitude, lon: b.longitude }));

export function fieldChanges(earlier: DirectoryFacts, current: DirectoryFacts): FieldChange[] {
  const changes: FieldChange[] = [];
  const metres = metresBetween(earlier, current);
  const newSite = earlier.schoolNo !== current.schoolNo;
  // The same address with far-apart coordinates is a corrected position, not a move.
  const newAddress = !sameName(earlier.address, current.address);
  if ((newSite || newAddress) && (metres === null || metres > MOVE_METRES)) {
    changes.push({ field: 'moved', from: earlier.address, to: current.address, metres });
  } else if (newAddress) changes.push({ field: 'address', from: earlier.address, to: current.address });
  if (!sameName(earlier.name, current.name)) changes.push({ field: 'name', from: earlier.name, to: current.name });
  if (earlier.schoolType !== current.schoolType) changes.push({ field: 'schoolType', from: earlier.schoolType, to: current.schoolType });
  if (earlier.gender !== current.gender) changes.push({ field: 'gender', from: earlier.gender, to: current.gender });
  if (earlier.sessions.join() !== current.sessions.join()) changes.push({ field: 'sessions', from: earlier.sessions, to: current.sessions });
  return changes;
}

/** School (6 digits) and level (the 11th digit) of an 11-digit directory number: the same school at any site. */
const schoolAndLevel = (schoolNo: string) => `${schoolNo.slice(0, 6)}-${schoolNo.slice(10, 11)}`;

/**
 * The changes from the earlier year's entries to the current ones (both keyed by 11-digit school number). A new
 * number is a new site of a school (same school and level) whose old sites are all gone when it is the school's only
 * new number, else a new school.
 */
export function yearChanges(earlier: ReadonlyMap<string, DirectoryFacts>, current: ReadonlyMap<string, DirectoryFacts>): SchoolChange[] {
  const bySchool = (numbers: string[]) => Map.groupBy(numbers, schoolAndLevel);
  const goneBySchool = bySchool([...earlier.keys()].filter((no) => !current.has(no)));
  const newBySchool = bySchool([...current.keys()].filter((no) => !earlier.has(no)));
  const movedFrom = new Set<string>();
  const changes: SchoolChange[] = [];
  for (const [no, entry] of current) {
    const earlierNos = earlier.has(no)
      ? [no]
      : newBySchool.get(schoolAndLevel(no))!.length === 1
        ? nearestFirst(goneBySchool.get(schoolAndLevel(no)) ?? [], entry, earlier)
        : [];
    const [earlierNo, ...otherEarlierNos] = earlierNos;
    if (earlierNo === undefined) {
      changes.push({ kind: 'opened', schoolNo: no });
      continue;
    }
    for (const old of earlierNos) if (old !== no) movedFrom.add(old);
    const fields = fieldChanges(earlier.get(earlierNo)!, entry);
    if (fields.length || otherEarlierNos.length) changes.push({ kind: 'changed', schoolNo: no, earlierNo, otherEarlierNos, changes: fields });
  }
  for (const [, numbers] of goneBySchool) for (const no of numbers) if (!movedFrom.has(no)) changes.push({ kind: 'closed', schoolNo: no });
  return changes;
}

/** Old sites by distance from the new one (unknown distances last), then by number. */
function nearestFirst(numbers: string[], entry: DirectoryFacts, earlier: ReadonlyMap<string, DirectoryFacts>): string[] {
  const metres = (no: string) => metresBetween(earlier.get(no)!, entry) ?? Number.POSITIVE_INFINITY;
  return numbers.toSorted((a, b) => metres(a) - metres(b) || a.localeCompare(b));
}
