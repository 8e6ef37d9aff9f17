// Lenient URL search params, built from the API's strict field list: a bad value falls back to its default.
import { z } from 'zod';
import { filterFields } from '../../shared/schemas.ts';

const lenient = {
  name: filterFields.name.catch(undefined),
  district: filterFields.district.catch(undefined),
  schoolType: filterFields.schoolType.catch(undefined),
  schoolCategory: filterFields.schoolCategory.catch(undefined),
  religiousAffiliation: filterFields.religiousAffiliation.catch(undefined),
  gender: filterFields.gender.catch(undefined),
};

const positiveInt = z.coerce.number().int().min(1).optional().catch(undefined);

export const schoolsSearchSchema = z.object({
  ...lenient,
  page: positiveInt,
  limit: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
  view: z.enum(['grid', 'table']).optional().catch(undefined),
});
export type SchoolsSearch = z.infer<typeof schoolsSearchSchema>;

export const mapSearchSchema = z.object({
  name: lenient.name,
  district: lenient.district,
  schoolCategory: lenient.schoolCategory,
  schoolType: lenient.schoolType,
  school: positiveInt,
});
export type MapSearch = z.infer<typeof mapSearchSchema>;

/** `?schools=1,2,3`: positive integer ids, no duplicates, at most 3; anything else is dropped. */
export const compareSearchSchema = z.object({
  schools: z
    .union([z.string(), z.number()])
    .optional()
    .catch(undefined)
    .transform((value) => {
      const ids = String(value ?? '')
        .split(',')
        .filter((part) => /^\d+$/.test(part.trim()))
        .map(Number)
        .filter((id) => id > 0);
      return [...new Set(ids)].slice(0, 3);
    }),
});
export type CompareSearch = z.infer<typeof compareSearchSchema>;
