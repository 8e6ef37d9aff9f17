// Two KGP rows can describe one site: the 本地課程 and 非本地課程 streams of the same kindergarten.
import { KG_SCHEME_JOINED } from '../../shared/constants.ts';
import type { KgProfile } from './parse-kg-profiles.ts';

const streamRank = (p: KgProfile) => (p.curriculumType === '本地' ? 0 : p.curriculumType === '本地及非本地' ? 1 : 2);

/**
 * Merges the profiles of one site. The local stream leads; each field takes the first value present.
 * The scheme status is 有參加 when any stream joins; the curriculum is 本地及非本地 when streams differ;
 * classrooms are the common count when equal, else the sum (each stream registers its own rooms);
 * the other streams' fees go to the fee note so no fee is lost.
 */
export function mergeKgProfiles(profiles: readonly KgProfile[]): KgProfile & { feeNote: string | null } {
  const ordered = [...profiles].sort((a, b) => streamRank(a) - streamRank(b));
  const [lead, ...others] = ordered;
  if (!lead) throw new Error('no profile to merge');
  if (others.length === 0) return { ...lead, feeNote: null };
  const merged = { ...lead } as KgProfile;
  for (const other of others) {
    for (const key of Object.keys(merged) as (keyof KgProfile)[]) {
      if (merged[key] === null) (merged as unknown as Record<string, unknown>)[key] = other[key];
    }
  }
  if (ordered.some((p) => p.schemeStatus === KG_SCHEME_JOINED)) merged.schemeStatus = KG_SCHEME_JOINED;
  const curricula = new Set(ordered.map((p) => p.curriculumType).filter((c) => c !== null));
  if (curricula.size > 1) merged.curriculumType = '本地及非本地';
  const counts = ordered.map((p) => p.classroomCount).filter((c): c is number => c !== null);
  if (counts.length > 1) merged.classroomCount = new Set(counts).size === 1 ? counts[0]! : counts.reduce((a, b) => a + b, 0);
  const feeLines = ordered
    .filter((p) => p.annualHalfDay !== null || p.annualWholeDay !== null)
    .map((p) => `${p.curriculumType ?? p.name}：半日 ${money(p.annualHalfDay)}，全日 ${money(p.annualWholeDay)}`);
  return { ...merged, feeNote: feeLines.length > 1 ? feeLines.join('\n') : null };
}

const money = (value: number | null) => (value === null ? '-' : `$${value}`);
