// CHSC primary (PSP) and secondary (SSP) profiles → PRIMARY / SECONDARY entries by folded name.
import { RELIGIONS } from '../../shared/constants.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { type JoinStats, fillMissing, newJoinStats, recordMatch } from './join-stats.ts';
import { genderOf } from './location-mapping.ts';
import { NameIndex } from './name-index.ts';
import type { PrimaryProfile } from './parse-primary-profiles.ts';
import type { SecondaryProfile } from './parse-secondary-profiles.ts';

type CommonProfile = PrimaryProfile | SecondaryProfile;

/**
 * Matches each profile to one school (all its sites), and each entry to at most one profile: exact-name matches are
 * placed first, so a section-suffix name (漢華中學（小學部）) never takes a school another profile names exactly.
 */
export function joinProfiles<P extends CommonProfile>(
  entries: readonly DirectoryEntry[],
  profiles: readonly P[],
  apply: (entry: DirectoryEntry, profile: P) => void,
): JoinStats {
  const index = new NameIndex(entries);
  const stats = newJoinStats();
  const results = profiles.map((profile) => ({ profile, result: index.match(profile) }));
  results.sort((a, b) => rank(a.result) - rank(b.result));
  const taken = new Set<DirectoryEntry>();
  for (const { profile, result } of results) {
    const entries = result.kind === 'matched' && !result.entries.some((e) => taken.has(e)) ? result.entries : null;
    const reason = result.kind === 'missed' ? result.reason : 'school already matched';
    recordMatch(stats, entries !== null, entries ? profile.name : `${profile.name} (${reason})`);
    for (const entry of entries ?? []) {
      taken.add(entry);
      apply(entry, profile);
      stats.entriesFilled += 1;
    }
  }
  return stats;
}

const MATCH_RANK = { name: 0, section: 1, address: 2 } as const;
const rank = (result: ReturnType<NameIndex['match']>) => (result.kind === 'matched' ? MATCH_RANK[result.via] : 3);

/** Shown with a school's details as where they come from. */
const PRIMARY_PROFILE_SOURCE = '小學概覽（家校會）';
const SECONDARY_PROFILE_SOURCE = '中學概覽（家校會）';

/**
 * The profile is the school's own yearly return: where it names a gender or a religion (其他 aside, which the
 * location file spells out, e.g. 儒釋道三教), it wins over the location file (3 of 507 primaries differ).
 */
function applyCommon(entry: DirectoryEntry, p: CommonProfile, source: string): void {
  entry.additionalInfo.profileSource = source;
  entry.gender = genderOf(p.gender) ?? entry.gender;
  const religion = RELIGIONS.find((r) => r === p.religion && r !== '其他');
  if (religion) entry.religiousAffiliation = religion;
  entry.motto = p.motto;
  entry.foundingYear = p.foundingYear;
  entry.principal = p.principal;
  entry.principalTitle = p.principal ? p.principalTitle : null;
  entry.supervisor = p.supervisor;
  entry.supervisorTitle = p.supervisor ? p.supervisorTitle : null;
  entry.sponsoringBody = p.sponsoringBody;
  entry.area = p.area;
  entry.email = p.email;
  fillMissing(entry, 'fax', p.fax);
  fillMissing(entry, 'website', p.website);
  entry.additionalInfo.incorporatedManagementCommittee = p.incorporatedManagementCommittee;
  entry.additionalInfo.classroomCount = p.classroomCount;
  entry.additionalInfo.teachingLanguage = p.teachingLanguage;
}

export function applyPrimaryProfile(entry: DirectoryEntry, p: PrimaryProfile): void {
  applyCommon(entry, p, PRIMARY_PROFILE_SOURCE);
  const info = entry.additionalInfo;
  info.schoolNet = p.schoolNet;
  info.sessionType = p.sessionType;
  info.linkedSecondarySchool = p.linkedSecondarySchool;
  info.feederSecondarySchool = p.feederSecondarySchool;
  info.throughTrainSchool = p.throughTrainSchool;
  info.otherSpecialRooms = p.otherSpecialRooms;
  info.assessments = Object.values(p.assessments).every((n) => n === null) ? null : p.assessments;
  info.p1Classes = p.p1Classes.thisYear === null && p.p1Classes.lastYear === null ? null : p.p1Classes;
  if (p.feeNote) info.fees = { tuitionMin: null, tuitionMax: null, boarding: null, profileNote: p.feeNote };
}

export function applySecondaryProfile(entry: DirectoryEntry, p: SecondaryProfile): void {
  applyCommon(entry, p, SECONDARY_PROFILE_SOURCE);
  entry.additionalInfo.principalQualification = p.principalQualification;
  entry.additionalInfo.secondaryProfile = p.facts;
}

