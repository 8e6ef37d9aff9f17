// Changes since the earliest school year of the list of schools (decision 012): per school in its answer, and
// listed by GET /api/changes.
import { z } from 'zod';
import { CATEGORIES, DISTRICTS, GENDERS, SCHOOL_TYPES, SESSIONS } from './constants.ts';

/** One fact that changed, with its value in the earliest year (`from`) and in the newest (`to`). */
export const fieldChangeSchema = z.discriminatedUnion('field', [
  /** Over 200 m to another address or site; `metres` null when either year has no coordinates. */
  z.object({ field: z.literal('moved'), from: z.string(), to: z.string(), metres: z.number().int().nullable() }),
  /** A new address within 200 m (a building renamed or renumbered, a move next door). */
  z.object({ field: z.literal('address'), from: z.string(), to: z.string() }),
  z.object({ field: z.literal('name'), from: z.string(), to: z.string() }),
  z.object({ field: z.literal('schoolType'), from: z.string(), to: z.string() }),
  z.object({ field: z.literal('gender'), from: z.enum(GENDERS).nullable(), to: z.enum(GENDERS).nullable() }),
  z.object({ field: z.literal('sessions'), from: z.array(z.enum(SESSIONS)), to: z.array(z.enum(SESSIONS)) }),
]);
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/**
 * A school's changes since the earliest year: `kind` null when nothing changed; `earlierSchoolNo` is its number
 * in the earliest year when it moved to a new site (a new number), else null; a school that left several sites for
 * one has the others in `otherEarlierSchoolNos` (the nearest to its new site first).
 */
export const schoolYearChangesSchema = z.object({
  /** The school years compared: the earliest and the newest of the list of schools. */
  since: z.string(),
  until: z.string(),
  kind: z.enum(['opened', 'closed', 'changed']).nullable(),
  earlierSchoolNo: z.string().nullable(),
  otherEarlierSchoolNos: z.array(z.string()),
  fields: z.array(fieldChangeSchema),
});
export type SchoolYearChanges = z.infer<typeof schoolYearChangesSchema>;

/** The school a change is about: as the newest year lists it, or as it was last listed when it closed. */
export const changeSchoolSchema = z.object({
  id: z.number().int(),
  schoolNo: z.string(),
  name: z.string(),
  englishName: z.string().nullable(),
  address: z.string(),
  district: z.enum(DISTRICTS),
  schoolCategory: z.enum(CATEGORIES),
  schoolType: z.enum(SCHOOL_TYPES),
});

export type ChangeSchool = z.infer<typeof changeSchoolSchema>;

const changeEntrySchema = z.object({
  kind: z.enum(['opened', 'closed', 'changed']),
  school: changeSchoolSchema,
  earlierSchoolNo: z.string().nullable(),
  otherEarlierSchoolNos: z.array(z.string()),
  /** The school year a closed school was last listed in; null for the others. */
  lastListed: z.string().nullable(),
  fields: z.array(fieldChangeSchema),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

/** GET /api/changes: null years while only one school year is imported (then no changes). */
export const changesResponseSchema = z.object({
  since: z.string().nullable(),
  until: z.string().nullable(),
  changes: z.array(changeEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ChangesResponse = z.infer<typeof changesResponseSchema>;
