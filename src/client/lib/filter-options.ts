// Filter option rules shared by the search and map screens (SPEC §5 type options by category).
import { SCHOOL_TYPES, TYPES_BY_CATEGORY } from '../../shared/constants.ts';
import type { Category, SchoolType } from '../../shared/constants.ts';

/** The school types a category allows; every type for 'all' or no category. */
export function typeOptions(category: Category | 'all' | undefined): readonly SchoolType[] {
  return category && category !== 'all' ? TYPES_BY_CATEGORY[category] : SCHOOL_TYPES;
}

/** Keeps the chosen type when the category allows it, otherwise resets it to all (undefined). */
export function resolveType(
  category: Category | 'all' | undefined,
  type: SchoolType | 'all' | undefined,
): SchoolType | undefined {
  if (!type || type === 'all') return undefined;
  return typeOptions(category).includes(type) ? type : undefined;
}

/** Narrows a raw form value to one of the allowed values; anything else (including 'all') is undefined. */
export function oneOf<T extends string>(values: readonly T[], raw: FormDataEntryValue | string | null | undefined): T | undefined {
  return values.find((value) => value === raw);
}
