// GET /api/medians: for one category, the median of each number fact in Hong Kong and in each district.
import { z } from 'zod';
import { CATEGORIES, DISTRICTS } from '../constants.ts';
import { NUMBER_FACT_KEYS } from './number-facts.ts';
import { textLanguageShape } from '../text-language.ts';

export const mediansQuerySchema = z.strictObject({
  schoolCategory: z.enum(CATEGORIES).describe('幼稚園, 小學 or 中學'),
  ...textLanguageShape,
});

const factMedians = z.partialRecord(
  z.enum(NUMBER_FACT_KEYS),
  z.object({
    median: z.number().nullable(),
    /** How many schools of the area give the fact (the median's base). */
    count: z.number().int(),
  }),
);

export const mediansResponseSchema = z.object({
  schoolCategory: z.enum(CATEGORIES),
  hongKong: factMedians,
  districts: z.record(z.enum(DISTRICTS), factMedians),
});
export type MediansResponse = z.infer<typeof mediansResponseSchema>;
