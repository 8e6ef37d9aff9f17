// The facts of a school that are amounts, by category: what a comparison sets beside the district's and Hong
// Kong's medians. One definition for the server (which computes the medians from the read model) and the pages.
import type { Category } from '../constants.ts';
import { annualFee, assessmentsP2to6 } from '../school-facts.ts';
import type { School } from '../schemas.ts';
import { DASH, money } from '../display/format.ts';

export type NumberFact = {
  /** The categories whose schools have it. */
  categories: readonly Category[];
  /** An amount in HK$ or a count. */
  unit: 'HK$' | 'count';
  of: (school: School) => number | null;
};

const KG = ['幼稚園'] as const;
const ALL = ['幼稚園', '小學', '中學'] as const;
const fees = (school: School) => school.additionalInfo.kgFees;

export const NUMBER_FACTS = {
  /** HK$ a year, as shown for the category (school-facts.ts). */
  annualFee: { categories: ALL, unit: 'HK$', of: annualFee },
  /** The annual fee of the class for children aged 2 to 3, by session (KGP). */
  childCareHalfDay: { categories: KG, unit: 'HK$', of: (s) => fees(s)?.childCareHalfDay ?? null },
  childCareWholeDay: { categories: KG, unit: 'HK$', of: (s) => fees(s)?.childCareWholeDay ?? null },
  registrationHalfDay: { categories: KG, unit: 'HK$', of: (s) => fees(s)?.registrationHalfDay ?? null },
  registrationWholeDay: { categories: KG, unit: 'HK$', of: (s) => fees(s)?.registrationWholeDay ?? null },
  classroomCount: { categories: ALL, unit: 'count', of: (s) => s.additionalInfo.classroomCount ?? null },
  /** Tests and exams a year in P2 to P6. */
  assessmentsP2to6: { categories: ['小學'], unit: 'count', of: assessmentsP2to6 },
  /** P1 classes this school year (PSP). */
  p1Classes: { categories: ['小學'], unit: 'count', of: (s) => s.additionalInfo.p1Classes?.thisYear ?? null },
  /** S1 classes (SSP). */
  s1Classes: { categories: ['中學'], unit: 'count', of: (s) => s.additionalInfo.secondaryProfile?.classesPerForm[0] ?? null },
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

/** A fact's value as text: HK$ amounts rounded to the dollar, counts as they are (a median may end in .5). */
export function factText(value: number | null, unit: NumberFact['unit']): string {
  if (value === null) return DASH;
  return unit === 'HK$' ? money(Math.round(value)) : String(value);
}
