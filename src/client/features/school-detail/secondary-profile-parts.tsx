// Shared parts of a secondary school's profile (中學概覽) facts: the profile itself, and its text values, which the
// profile gives in Chinese only.
import type { ReactNode } from 'react';
import type { School, SecondaryProfileFacts } from '../../../shared/schemas.ts';
import { present } from '../../../shared/display/format.ts';
import { DataText } from '../../components/data-text.tsx';

/** A secondary school's SSP facts, or null (not a secondary school, or no profile). */
export function secondaryProfileOf(school: School): SecondaryProfileFacts | null {
  return school.schoolCategory === '中學' ? (school.additionalInfo.secondaryProfile ?? null) : null;
}

/** A profile text as Chinese data, or the fallback when the profile gives none. */
export function chineseOr(text: string | null | undefined, fallback: string): ReactNode {
  const value = present(text);
  return value ? <DataText text={value} /> : fallback;
}
