// GET /api/address: a typed address looked up through the government's Address Lookup Service (ALS).
import { z } from 'zod';
import { textLanguageShape } from './text-language.ts';

export const ADDRESS_QUERY_MIN = 2;
export const ADDRESS_QUERY_MAX = 120;
/** At most this many candidates in an answer. */
export const MAX_ADDRESS_CANDIDATES = 5;

export const addressQuerySchema = z.strictObject({
  ...textLanguageShape,
  q: z
    .string()
    .trim()
    .min(ADDRESS_QUERY_MIN, `must be ${ADDRESS_QUERY_MIN} to ${ADDRESS_QUERY_MAX} characters`)
    .max(ADDRESS_QUERY_MAX, `must be ${ADDRESS_QUERY_MIN} to ${ADDRESS_QUERY_MAX} characters`),
});
export type AddressQuery = z.infer<typeof addressQuerySchema>;

/** One place ALS suggests for the text, in Hong Kong, with WGS84 coordinates. */
export const addressCandidateSchema = z.object({
  /** The Chinese address as ALS gives it: building, street and number, district. */
  label: z.string(),
  /** The English address, when ALS gives one. */
  labelEn: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** The Chinese district (e.g. 沙田區), when ALS names one. */
  district: z.string().nullable(),
  /** ALS's own match score (higher is better; 100 at most). */
  score: z.number(),
});
export type AddressCandidate = z.infer<typeof addressCandidateSchema>;

export const addressResponseSchema = z.object({
  candidates: z.array(addressCandidateSchema).max(MAX_ADDRESS_CANDIDATES),
});
export type AddressResponse = z.infer<typeof addressResponseSchema>;
