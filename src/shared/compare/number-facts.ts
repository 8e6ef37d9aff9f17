// The facts of a school that are amounts, by category: what a comparison sets beside the district's and Hong
// Kong's medians. One definition for the server (which computes the medians from the read model) and the pages.
import type { Category } from '../constants.ts';
import { annualFee, assessmentsP2to6 } from '../school-facts.ts';
import type { School } from '../schemas.ts';

export type NumberFact = {
  /** The categories whose schools have it. */
  categories: readonly Category[];
  of: (school: School) => number | null;
};

const KG = ['幼稚園'] as const;
const ALL = ['幼稚園', '小學', '中學'] as const;
const fees = (school: School) => school.additionalInfo.kgFees;

export const NUMBER_FACTS = {
  /** HK$ a year, as shown for the category (school-facts.ts). */
  annualFee: { categories: ALL, of: annualFee },
  registrationHalfDay: { categories: KG, of: (s) => fees(s)?.registrationHalfDay ?? null },
  registrationWholeDay: { categories: KG, of: (s) => fees(s)?.registrationWholeDay ?? null },
  classroomCount: { categories: ALL, of: (s) => s.additionalInfo.classroomCount ?? null },
  /** Tests and exams a year in P2 to P6. */
  assessmentsP2to6: { categories: ['小學'], of: assessmentsP2to6 },
} satisfies Record<string, NumberFact>;

export type NumberFactKey = keyof typeof NUMBER_FACTS;
export const NUMBER_FACT_KEYS = Object.keys(NUMBER_FACTS) as NumberFactKey[];

/** The facts of a category. */
export const numberFactsOf = (category: Category): NumberFactKey[] =>
  NUMBER_FACT_KEYS.filter((key) => (NUMBER_FACTS[key].categories as readonly Category[]).includes(category));

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
