// Two KGP rows can describe one site: the 本地課程 and 非本地課程 streams of the same kindergarten.
import { KG_SCHEME_JOINED } from '../../shared/constants.ts';
import type { KgStream } from '../../shared/schemas.ts';
import { mergeKgFees } from './kg-fees.ts';
import type { KgProfile } from './parse-kg-profiles.ts';

const streamRank = (p: KgProfile) => (p.curriculumType === '本地' ? 0 : p.curriculumType === '本地及非本地' ? 1 : 2);

export interface MergedKgProfile extends KgProfile {
  /** Each stream as its own profile gives it; only when the site has several. */
  streams: KgStream[] | null;
}

/**
 * Merges the profiles of one site. The local stream leads; each field takes the first value present, fees
 * included, each with its text as written (the streams of the real file share their fees and fee certificate). The site joins the scheme when
 * a stream does; the curriculum is 本地及非本地 when streams differ; the classroom count is kept only when every
 * stream gives the same one (the site's), else left to the per-stream list rather than guessed.
 */
export function mergeKgProfiles(profiles: readonly KgProfile[]): MergedKgProfile {
  const ordered = [...profiles].sort((a, b) => streamRank(a) - streamRank(b));
  const [lead, ...others] = ordered;
  if (!lead) throw new Error('no profile to merge');
  if (others.length === 0) return { ...lead, streams: null };
  const merged = { ...lead, fees: { ...lead.fees } };
  for (const other of others) {
    for (const key of Object.keys(merged) as (keyof KgProfile)[]) {
      if (merged[key] === null) (merged as Record<string, unknown>)[key] = other[key];
    }
    merged.fees = mergeKgFees(merged.fees, other.fees);
  }
  if (ordered.some((p) => p.schemeStatus === KG_SCHEME_JOINED)) merged.schemeStatus = KG_SCHEME_JOINED;
  const curricula = new Set(ordered.map((p) => p.curriculumType).filter((c) => c !== null));
  if (curricula.size > 1) merged.curriculumType = '本地及非本地';
  const counts = new Set(ordered.map((p) => p.classroomCount));
  merged.classroomCount = counts.size === 1 ? lead.classroomCount : null;
  const streams = ordered.map(({ curriculumType, schemeStatus, classroomCount }) => ({ curriculumType, schemeStatus, classroomCount }));
  return { ...merged, streams };
}
