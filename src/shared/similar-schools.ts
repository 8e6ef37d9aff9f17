// Schools like this one (decision record 027): the facts parents choose on, per category, that make two schools of it
// alike, and the ranking of GET /api/schools/{id}/similar. A fact matches only where both schools' records give it
// and agree: a fact either record lacks ("unknown") never matches.
import { type Category, KG_SCHEME_JOINED } from './constants.ts';
import { distanceMeters } from './distance.ts';
import { FILTERS } from './filters.ts';
import { annualFee, assessmentsP2to6, secondaryLinksOf } from './school-facts.ts';
import type { School, SimilarMatch, SimilarFact } from './schemas.ts';

/** Up to this many schools are offered. */
export const SIMILAR_LIMIT = 6;

/** A fee matches within this share of the school's own (±20 %). */
export const FEE_TOLERANCE = 0.2;

/** A value a fact reads from a school's record; null when the record does not give it. */
type Value = SimilarMatch['value'];
type Fact = {
  of: (school: School) => Value | null;
  /** What the two values share (shown as the reason), or null when they do not match. Default: equal values. */
  shared?: (own: never, other: never) => Value | null;
};

const info = (school: School) => school.additionalInfo;
const known = <T>(value: T | null | undefined): T | null => value ?? null;
/** The values both lists hold, or null when they hold none in common. */
const common = (own: string[], other: string[]) => {
  const both = own.filter((value) => other.includes(value));
  return both.length ? both : null;
};
type FeeBand = { min: number; max: number | null };
/** The band of the fee filter's steps a fee falls in: (previous step, step], or above the last step. */
function feeBand(fee: number): FeeBand {
  const steps = FILTERS.maxFee.steps;
  const index = steps.findIndex((step) => fee <= step);
  return index === -1 ? { min: steps.at(-1)!, max: null } : { min: index === 0 ? 0 : steps[index - 1]!, max: steps[index]! };
}

const FACTS = {
  kgScheme: { of: (s) => (s.financialType ? s.financialType === KG_SCHEME_JOINED : null) },
  k1Vacancy: { of: (s) => known(info(s).vacancy?.k1) },
  session: { of: (s) => (s.sessions.length ? [...s.sessions] : null), shared: common },
  annualFee: {
    of: annualFee,
    // The other school's fee, when within the tolerance of this school's.
    shared: (own: number, other: number) => (Math.abs(other - own) <= own * FEE_TOLERANCE ? other : null),
  },
  nonChineseSupport: { of: (s) => { const funding = info(s).nonChineseSupportFunding; return funding ? funding === 'Y' : null; } },
  noPenWriting: { of: (s) => known(info(s).noPenWritingK1) },
  schoolNet: { of: (s) => known(info(s).schoolNet) },
  schoolType: { of: (s) => s.schoolType },
  gender: { of: (s) => known(s.gender) },
  religion: { of: (s) => known(s.religiousAffiliation) },
  teachingLanguage: { of: (s) => known(info(s).teachingLanguage) },
  // The kinds of link both have; a school without a profile, or without links, shares none.
  secondaryLinks: { of: (s) => (info(s).profileSource ? secondaryLinksOf(s) : null), shared: common },
  assessments: { of: assessmentsP2to6 },
  servesNet: { of: (s) => (info(s).servesNets?.length ? [...info(s).servesNets!] : null), shared: common },
  dssFeeBand: {
    of: (s) => (s.schoolType === '直資' && info(s).fees?.tuitionMin != null ? feeBand(info(s).fees!.tuitionMin!) : null),
    shared: (own: FeeBand, other: FeeBand) => (own.min === other.min ? own : null),
  },
} satisfies Record<SimilarFact, Fact>;

/** The facts of each category, in the order a page lists a school's reasons. */
export const SIMILAR_FACTS: Record<Category, readonly SimilarFact[]> = {
  幼稚園: ['kgScheme', 'k1Vacancy', 'session', 'annualFee', 'nonChineseSupport', 'noPenWriting'],
  小學: ['schoolNet', 'schoolType', 'gender', 'religion', 'teachingLanguage', 'secondaryLinks', 'assessments'],
  中學: ['servesNet', 'schoolType', 'gender', 'religion', 'teachingLanguage', 'dssFeeBand'],
};

/** The facts two schools of one category share, each with what they share (the other school's fee for a fee). */
export function sharedFacts(school: School, other: School): SimilarMatch[] {
  const matches: SimilarMatch[] = [];
  for (const fact of SIMILAR_FACTS[school.schoolCategory]) {
    const definition: Fact = FACTS[fact];
    const own = definition.of(school);
    const theirs = definition.of(other);
    if (own === null || theirs === null) continue;
    const value = definition.shared ? definition.shared(own as never, theirs as never) : own === theirs ? own : null;
    if (value !== null) matches.push({ fact, value });
  }
  return matches;
}

export type SimilarHit = { school: School; distanceMeters: number | null; matches: SimilarMatch[] };

const pointOf = (school: School) =>
  school.latitude === null || school.longitude === null ? null : { lat: school.latitude, lon: school.longitude };

/**
 * Up to SIMILAR_LIMIT of the given open schools of the school's category, never the school itself: most facts
 * shared first; among kindergartens sharing as many, those with K1 places (有學位) first; then the nearest (from the
 * school; a school without a position last), then by id.
 */
export function similarSchools(school: School, schools: readonly School[]): SimilarHit[] {
  const from = pointOf(school);
  const hits: SimilarHit[] = [];
  for (const other of schools) {
    if (other.id === school.id || other.schoolCategory !== school.schoolCategory) continue;
    const to = pointOf(other);
    const distance = from && to ? Math.round(distanceMeters(from, to)) : null;
    hits.push({ school: other, distanceMeters: distance, matches: sharedFacts(school, other) });
  }
  const places = (hit: SimilarHit) => (school.schoolCategory === '幼稚園' && hit.school.additionalInfo.vacancy?.k1 === 'Y' ? 0 : 1);
  return hits
    .sort(
      (a, b) =>
        b.matches.length - a.matches.length ||
        places(a) - places(b) ||
        (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity) ||
        a.school.id - b.school.id,
    )
    .slice(0, SIMILAR_LIMIT);
}
