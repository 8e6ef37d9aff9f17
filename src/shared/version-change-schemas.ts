// What changed from one imported data version to the next (issue 27, decision record 028): for each school opened,
// closed or changed, the facts parents follow, before and after. Kept by each import (data_changes), read by the
// feeds and the notifications.
import { z } from 'zod';
import { changeSchoolSchema, fieldChangeSchema } from './change-schemas.ts';

/** The kindergarten levels of EDB's vacancy list. */
export const VACANCY_LEVELS = ['k1', 'k2', 'k3'] as const;
/** The fees followed: a kindergarten's (KGP, HK$) and a DSS school's tuition range (HK$ a year). */
export const FOLLOWED_FEES = [
  'registrationHalfDay',
  'registrationWholeDay',
  'childCareHalfDay',
  'childCareWholeDay',
  'applicationFee',
  'tuitionMin',
  'tuitionMax',
] as const;
export type FollowedFee = (typeof FOLLOWED_FEES)[number];

const vacancyCode = z.enum(['Y', 'N', 'P']);

/**
 * One fact that changed between two data versions. The list of schools' facts are those of the changes since the
 * earliest year (moved, address, name, type, gender, sessions); then a K1–K3 vacancy, a fee, and the profile dataset
 * the school's details come from (a new school year's profile). A fact counts only where both versions give it.
 */
export const versionFieldChangeSchema = z.discriminatedUnion('field', [
  ...fieldChangeSchema.options,
  z.object({ field: z.literal('vacancy'), level: z.enum(VACANCY_LEVELS), from: vacancyCode, to: vacancyCode }),
  z.object({ field: z.literal('fee'), fee: z.enum(FOLLOWED_FEES), from: z.number(), to: z.number() }),
  z.object({ field: z.literal('profile'), from: z.string(), to: z.string() }),
]);
export type VersionFieldChange = z.infer<typeof versionFieldChangeSchema>;

export const VERSION_CHANGE_KINDS = ['opened', 'closed', 'changed'] as const;
export type VersionChangeKind = (typeof VERSION_CHANGE_KINDS)[number];

/** A school's change in one data version: the school as that version lists it (as last listed when it closed). */
export const versionChangeSchema = z.object({
  /** The data version (the import) that brought the change, and its date. */
  version: z.number().int(),
  date: z.string(),
  kind: z.enum(VERSION_CHANGE_KINDS),
  school: changeSchoolSchema,
  fields: z.array(versionFieldChangeSchema),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;
