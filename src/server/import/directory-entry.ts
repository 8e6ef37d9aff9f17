// One directory entry per school × site × level, merged from its SCH_LOC session rows.
import type { CheckedRow } from './grid-check.ts';
import { cell, phoneNumber } from './clean.ts';
import { type Category, type District, type Gender, SESSIONS, type Session, type SchoolType } from '../../shared/constants.ts';
import type { AdditionalInfo } from '../../shared/schemas.ts';
import type { LocationRow } from './parse-school-location.ts';
import {
  categoryOf,
  coordinatesOf,
  districtOf,
  genderOf,
  religionOf,
  schoolTypeOf,
} from './location-mapping.ts';

/** A `schools` row without id: every column present (NewSchoolRow-compatible). */
export interface DirectoryEntry {
  schoolNo: string;
  name: string;
  englishName: string | null;
  address: string;
  englishAddress: string | null;
  district: District;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  schoolType: SchoolType;
  schoolCategory: Category;
  religiousAffiliation: string | null;
  foundingYear: string | null;
  motto: string | null;
  financialType: string | null;
  gender: Gender | null;
  sessions: Session[];
  principal: string | null;
  principalTitle: string | null;
  supervisor: string | null;
  supervisorTitle: string | null;
  sponsoringBody: string | null;
  area: string | null;
  organization: string | null;
  additionalInfo: AdditionalInfo;
  searchText: string;
  importedDate: string;
}

/** What one year's location file says of a school: an entry before any profile is joined, without search text and date. */
export type LocationFacts = Omit<DirectoryEntry, 'searchText' | 'importedDate'>;

const sessionRank = (session: string) => {
  const rank = SESSIONS.indexOf(session as Session);
  return rank === -1 ? SESSIONS.length : rank;
};

/** Groups rows by SCHOOL NO. digits 1-11, keeping the source order of first appearance. */
export function groupBySchool(rows: readonly LocationRow[]): Map<string, LocationRow[]> {
  const groups = new Map<string, LocationRow[]>();
  for (const row of rows) {
    const key = row.schoolNo.slice(0, 11);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Merges the session rows of one school: the first row in SESSIONS order (全日, 上午, 下午, 夜校) gives the
 * names, address, category and type; phone, fax (both without spaces), website (the Chinese 網頁 column, else WEBSITE), religion and
 * coordinates take the first value present in that order; `sessions` lists every session in that order.
 */
export function mergeSessions(schoolNo: string, rows: readonly CheckedRow[], importedDate: string): DirectoryEntry {
  const ordered = [...rows].sort((a, b) => sessionRank(a.session) - sessionRank(b.session));
  const base = ordered[0];
  if (!base) throw new Error(`no rows for school ${schoolNo}`);
  const first = <T>(pick: (row: LocationRow) => T | null): T | null => {
    for (const row of ordered) {
      const value = pick(row);
      if (value !== null) return value;
    }
    return null;
  };
  const sessions = [...new Set(ordered.map((r) => r.session))].filter((s): s is Session =>
    SESSIONS.includes(s as Session),
  );
  const placed = ordered.find((r) => coordinatesOf(r.latitude, r.longitude));
  const point = placed && coordinatesOf(placed.latitude, placed.longitude);
  const category = categoryOf(base.level);
  return {
    schoolNo,
    name: base.name,
    englishName: cell(base.englishName),
    address: base.address,
    englishAddress: cell(base.englishAddress),
    district: districtOf(base.district),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    phone: first((r) => phoneNumber(r.phone)),
    fax: first((r) => phoneNumber(r.fax)),
    email: null,
    website: first((r) => cell(r.websiteZh) ?? cell(r.website)),
    schoolType: schoolTypeOf(base.financeType),
    schoolCategory: category,
    religiousAffiliation: first((r) => religionOf(r.religion, r.religionEn)),
    foundingYear: null,
    motto: null,
    financialType: category === '幼稚園' ? null : cell(base.financeTypeZh),
    gender: genderOf(base.gender),
    sessions,
    principal: null,
    principalTitle: null,
    supervisor: null,
    supervisorTitle: null,
    sponsoringBody: null,
    area: null,
    organization: null,
    additionalInfo: {
      edbCategory: base.chineseCategory || null,
      ...(placed?.positionFromGrid && { positionFromGrid: placed.positionFromGrid }),
      specialSchool: base.chineseCategory.includes('特殊學校'),
      profileSource: null,
    },
    searchText: '',
    importedDate,
  };
}
