// Kindergarten joins: KGP profiles by school + site number, the KG scheme list by name, vacancies by SCRN.
import { KG_SCHEME_JOINED } from '../../shared/constants.ts';
import { foldText } from '../../shared/normalize.ts';
import type { DirectoryEntry } from './directory-entry.ts';
import { type JoinStats, fillMissing, newJoinStats, recordMatch } from './join-stats.ts';
import { kgSchoolType } from './location-mapping.ts';
import type { KgProfile } from './parse-kg-profiles.ts';
import type { KgSchemeEntry } from './parse-kg-scheme.ts';
import type { KgVacancy } from './parse-kg-vacancy.ts';
import { type MergedKgProfile, mergeKgProfiles } from './merge-kg-profiles.ts';

export interface KgJoinInput {
  profiles: readonly KgProfile[];
  scheme: readonly KgSchemeEntry[];
  vacancies: readonly KgVacancy[] | null;
}

export interface KgJoinReport {
  kgProfiles: JoinStats;
  kgScheme: JoinStats;
  kgVacancy: JoinStats | null;
}

/** `entries` are the kindergarten entries; they are filled in place. */
export function joinKindergartens(entries: readonly DirectoryEntry[], input: KgJoinInput): KgJoinReport {
  const bySite = new Map(entries.map((e) => [e.schoolNo.slice(0, 10), e]));
  const profileStats = newJoinStats();
  const profilesByEntry = new Map<DirectoryEntry, KgProfile[]>();
  for (const profile of input.profiles) {
    const hits = profile.sites.map((site) => bySite.get(profile.schoolId + site)).filter((e) => e !== undefined);
    recordMatch(profileStats, hits.length > 0, `${profile.schoolId}-${profile.sites.join(',')} ${profile.name}`);
    for (const entry of hits) profilesByEntry.set(entry, [...(profilesByEntry.get(entry) ?? []), profile]);
  }

  const schemeStats = newJoinStats();
  const byName = indexBy(entries, (e) => schemeKey(e.name));
  const byEnglish = indexBy(entries, (e) => (e.englishName ? foldText(e.englishName) : ''));
  const onSchemeEntries = new Set<DirectoryEntry>();
  for (const item of input.scheme) {
    const hits = item.name && item.name !== '-' ? byName.get(schemeKey(item.name)) : byEnglish.get(foldText(item.englishName));
    recordMatch(schemeStats, hits !== undefined, item.name === '-' ? item.englishName : item.name);
    for (const entry of hits ?? []) onSchemeEntries.add(entry);
  }

  for (const entry of entries) {
    const onScheme = onSchemeEntries.has(entry);
    const profiles = profilesByEntry.get(entry);
    if (profiles) {
      applyProfile(entry, mergeKgProfiles(profiles), onScheme);
      profileStats.entriesFilled += 1;
    } else {
      entry.schoolType = kgSchoolType(null, onScheme);
      entry.financialType = onScheme ? KG_SCHEME_JOINED : null;
    }
    if (onScheme) schemeStats.entriesFilled += 1;
  }

  let vacancyStats: JoinStats | null = null;
  if (input.vacancies) {
    vacancyStats = newJoinStats();
    for (const vacancy of input.vacancies) {
      const entry = bySite.get(vacancy.key);
      recordMatch(vacancyStats, entry !== undefined, `${vacancy.key.slice(0, 6)}-${vacancy.key.slice(6)} ${vacancy.name}`);
      if (entry && !entry.additionalInfo.vacancy) {
        const { k1, k2, k3, asAt } = vacancy;
        entry.additionalInfo.vacancy = { k1, k2, k3, asAt };
        vacancyStats.entriesFilled += 1;
      }
    }
  }
  return { kgProfiles: profileStats, kgScheme: schemeStats, kgVacancy: vacancyStats };
}

/** Shown with a school's details as where they come from. */
const KG_PROFILE_SOURCE = '幼稚園概覽（教育局）';

/** The 2025/26 scheme list is newer than the profile: a KG it names has joined, whatever the profile said then. */
function applyProfile(entry: DirectoryEntry, profile: MergedKgProfile, onScheme: boolean): void {
  entry.schoolType = kgSchoolType(profile.schoolType, onScheme);
  entry.financialType = onScheme ? KG_SCHEME_JOINED : profile.schemeStatus;
  entry.principal = profile.principal;
  entry.principalTitle = profile.principal ? profile.principalTitle : null;
  entry.supervisor = profile.supervisor;
  entry.supervisorTitle = profile.supervisor ? profile.supervisorTitle : null;
  entry.foundingYear = profile.foundingYear;
  fillMissing(entry, 'phone', profile.phone);
  fillMissing(entry, 'website', profile.website);
  fillMissing(entry, 'fax', profile.fax);
  const info = entry.additionalInfo;
  info.profileSource = KG_PROFILE_SOURCE;
  info.classroomCount = profile.classroomCount;
  info.outdoorPlayArea = profile.outdoorPlayArea;
  info.indoorPlayArea = profile.indoorPlayArea;
  info.musicRoom = profile.musicRoom;
  info.otherSpecialRooms = profile.otherSpecialRooms;
  info.applicationStartDate = profile.applicationStartDate;
  info.applicationEndDate = profile.applicationEndDate;
  info.nonChineseSupportFunding = profile.nonChineseSupportFunding;
  info.curriculumType = profile.curriculumType;
  info.kgFees = Object.values(profile.fees).every((value) => value === null) ? null : profile.fees;
  info.noHalfDayClass = profile.noHalfDayClass;
  info.noWholeDayClass = profile.noWholeDayClass;
  info.noPenWritingK1 = profile.noPenWritingK1;
  if (profile.streams) info.streams = profile.streams;
}

/**
 * Scheme-list names fold like directory names once their list-only suffixes are dropped:
 * a site label 明我幼稚園（海寧街校址） and a former name …（舊校名稱: …）.
 */
export function schemeKey(name: string): string {
  return foldText(name)
    .replace(/\(舊校名稱:.*\)$/, '')
    .replace(/\([^()]*校址\)$/, '');
}

function indexBy(entries: readonly DirectoryEntry[], key: (e: DirectoryEntry) => string): Map<string, DirectoryEntry[]> {
  const map = new Map<string, DirectoryEntry[]>();
  for (const entry of entries) {
    const k = key(entry);
    if (k) map.set(k, [...(map.get(k) ?? []), entry]);
  }
  return map;
}
