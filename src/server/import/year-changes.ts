// What changed in the school directory between two school years of the location file (SCH_LOC), by school
// number: schools opened and closed, moved (over 200 m to another address or site), a new address nearby,
// renamed, and changes of finance type, gender and sessions. A school that moved to a new site keeps its 6-digit school number and level
// but gets a new site number: it is one school that moved, not one closed and one opened.
import type { FieldChange } from '../../shared/change-schemas.ts';
import { distanceMeters } from '../../shared/distance.ts';
import type { DirectoryEntry } from './directory-entry.ts';

/** Closer than this is the same place (the files' coordinates of one building differ by tens of metres). */
export const MOVE_METRES = 200;

type Entry = Pick<
  DirectoryEntry,
  'schoolNo' | 'name' | 'englishName' | 'address' | 'latitude' | 'longitude' | 'schoolType' | 'financialType' | 'gender' | 'sessions'
>;

export type SchoolChange =
  | { kind: 'opened'; schoolNo: string }
  | { kind: 'closed'; schoolNo: string }
  /** `schoolNo` is the current one; `earlierNo` differs when the school moved to a new site. */
  | { kind: 'changed'; schoolNo: string; earlierNo: string; changes: FieldChange[] };

/** Names that differ only in full- or half-width brackets, spaces or case are the same name. */
const sameName = (a: string, b: string) => {
  const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
  return fold(a) === fold(b);
};

const metresBetween = (a: Entry, b: Entry) =>
  a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null
    ? null
    : Math.round(distanceMeters({ lat: a.latitude, lon: a.longitude }, { lat: b.latitude, lon: b.longitude }));

function fieldChanges(earlier: Entry, current: Entry): FieldChange[] {
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

/** The changes from the earlier year's entries to the current ones (both keyed by 11-digit school number). */
export function yearChanges(earlier: ReadonlyMap<string, Entry>, current: ReadonlyMap<string, Entry>): SchoolChange[] {
  const gone = [...earlier.keys()].filter((no) => !current.has(no));
  const goneBySchool = new Map<string, string[]>();
  for (const no of gone) goneBySchool.set(schoolAndLevel(no), [...(goneBySchool.get(schoolAndLevel(no)) ?? []), no]);
  const movedFrom = new Set<string>();
  const changes: SchoolChange[] = [];
  for (const [no, entry] of current) {
    // A new number: a new site of a school whose old site is gone (one such site only), else a new school.
    const earlierNo = earlier.has(no) ? no : singleOrNone(goneBySchool.get(schoolAndLevel(no)));
    const before = earlierNo === undefined ? undefined : earlier.get(earlierNo);
    if (!before) {
      changes.push({ kind: 'opened', schoolNo: no });
      continue;
    }
    if (before.schoolNo !== no) movedFrom.add(before.schoolNo);
    const fields = fieldChanges(before, entry);
    if (fields.length) changes.push({ kind: 'changed', schoolNo: no, earlierNo: before.schoolNo, changes: fields });
  }
  for (const no of gone) if (!movedFrom.has(no)) changes.push({ kind: 'closed', schoolNo: no });
  return changes;
}

const singleOrNone = (numbers: string[] | undefined) => (numbers?.length === 1 ? numbers[0] : undefined);
