// What an import changed for the facts parents follow (issue 27, decision record 028): the schools as the last
// version listed them against the schools as this one does, by school number. Opened (listed now, not before),
// closed (listed before, not now), and changed: the list of schools' facts as year-changes.ts compares them (moved,
// address, name, type, gender, sessions), a K1–K3 vacancy, a fee, the profile's dataset. A fact counts only where
// both versions give it: a file that did not come this time (its facts unknown) is not a change to tell anyone.
import type { ChangeSchool } from '../../shared/change-schemas.ts';
import type { AdditionalInfo } from '../../shared/schemas.ts';
import {
  FOLLOWED_FEES,
  type FollowedFee,
  VACANCY_LEVELS,
  type VersionChangeKind,
  type VersionFieldChange,
} from '../../shared/version-change-schemas.ts';
import type { SchoolRow } from '../db/schema.ts';
import { type DirectoryFacts, fieldChanges } from './year-changes.ts';

/** What the comparison reads of a school's row. */
export type VersionFacts = DirectoryFacts &
  Pick<SchoolRow, 'id' | 'district' | 'schoolCategory'> & { additionalInfo: AdditionalInfo };

export interface SchoolVersionChange {
  schoolId: number;
  kind: VersionChangeKind;
  /** The school as this version lists it, or as the last one did when it closed. */
  school: ChangeSchool;
  fields: VersionFieldChange[];
}

const feeOf = (info: AdditionalInfo, fee: FollowedFee): number | null | undefined =>
  fee === 'tuitionMin' || fee === 'tuitionMax' ? info.fees?.[fee] : info.kgFees?.[fee];

function followedChanges(before: AdditionalInfo, after: AdditionalInfo): VersionFieldChange[] {
  const changes: VersionFieldChange[] = [];
  for (const level of VACANCY_LEVELS) {
    const [from, to] = [before.vacancy?.[level], after.vacancy?.[level]];
    if (from && to && from !== to) changes.push({ field: 'vacancy', level, from, to });
  }
  for (const fee of FOLLOWED_FEES) {
    const [from, to] = [feeOf(before, fee), feeOf(after, fee)];
    if (typeof from === 'number' && typeof to === 'number' && from !== to) changes.push({ field: 'fee', fee, from, to });
  }
  const [from, to] = [before.profileSource, after.profileSource];
  if (from && to && from !== to) changes.push({ field: 'profile', from, to });
  return changes;
}

const summary = ({ id, schoolNo, name, englishName, address, district, schoolCategory, schoolType }: VersionFacts): ChangeSchool =>
  ({ id, schoolNo, name, englishName, address, district, schoolCategory, schoolType }) as ChangeSchool;

/** The changes from `before` (the schools the last version listed) to `after` (this version's), in `after`'s order, then the closed. */
export function versionChanges(before: readonly VersionFacts[], after: readonly VersionFacts[]): SchoolVersionChange[] {
  const earlier = new Map(before.map((school) => [school.schoolNo, school]));
  const listed = new Set(after.map((school) => school.schoolNo));
  const changes: SchoolVersionChange[] = [];
  for (const school of after) {
    const was = earlier.get(school.schoolNo);
    if (!was) {
      changes.push({ schoolId: school.id, kind: 'opened', school: summary(school), fields: [] });
      continue;
    }
    const fields = [...fieldChanges(was, school), ...followedChanges(was.additionalInfo, school.additionalInfo)];
    if (fields.length > 0) changes.push({ schoolId: school.id, kind: 'changed', school: summary(school), fields });
  }
  for (const school of before) {
    if (!listed.has(school.schoolNo)) changes.push({ schoolId: school.id, kind: 'closed', school: summary(school), fields: [] });
  }
  return changes;
}
