// The JSON the Address Lookup Service answers (https://www.als.gov.hk/lookup, Accept: application/json),
// validated with zod. Numbers come as strings ("22.38167") or numbers; GeospatialInformation is one
// object, or a list of points in older answers. Address parts are read leniently: a part of another
// type is left out, but a suggestion without a readable point or score is refused.
import { z } from 'zod';

const numeric = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(?:\.\d+)?$/)])
  .transform(Number)
  .pipe(z.number().finite());
const part = z.string().trim().optional().catch(undefined);
const group = <T extends z.ZodRawShape>(shape: T) => z.object(shape).optional().catch(undefined);

const point = z.object({ Latitude: numeric, Longitude: numeric, Northing: numeric.optional(), Easting: numeric.optional() });
type Point = z.infer<typeof point>;

const numbered = { BuildingNoFrom: part, BuildingNoTo: part, LocationName: part };
const block = group({ BlockDescriptor: part, BlockNo: part, BlockDescriptorPrecedenceIndicator: part });
const phase = group({ PhaseName: part, PhaseNo: part });
const district = group({ DcDistrict: part });

const chinese = z.object({
  BuildingName: part,
  ChiBlock: block,
  ChiEstate: group({ EstateName: part, ChiPhase: phase }),
  ChiStreet: group({ StreetName: part, ...numbered }),
  ChiVillage: group({ VillageName: part, ...numbered }),
  ChiDistrict: district,
  Region: part,
});
const english = z.object({
  BuildingName: part,
  EngBlock: block,
  EngEstate: group({ EstateName: part, EngPhase: phase }),
  EngStreet: group({ StreetName: part, ...numbered }),
  EngVillage: group({ VillageName: part, ...numbered }),
  EngDistrict: district,
  Region: part,
});
export type ChinesePremises = z.infer<typeof chinese>;
export type EnglishPremises = z.infer<typeof english>;

export const suggestedAddressSchema = z.object({
  Address: z.object({
    PremisesAddress: z.object({
      ChiPremisesAddress: chinese.optional(),
      EngPremisesAddress: english.optional(),
      GeoAddress: part,
      GeospatialInformation: z
        .union([point, z.array(point).min(1)])
        .transform((geo): Point => (Array.isArray(geo) ? (geo[0] as Point) : geo)),
    }),
  }),
  ValidationInformation: z.object({ Score: numeric }),
});
export type SuggestedAddress = z.infer<typeof suggestedAddressSchema>;

/** The answer as a whole: suggestions are checked one by one (see readSuggestions). */
export const alsAnswerSchema = z
  .object({
    RequestAddress: z.object({ AddressLine: z.array(z.string()).optional() }).optional(),
    SuggestedAddress: z.array(z.unknown()).optional(),
  })
  .refine((answer) => answer.RequestAddress !== undefined || answer.SuggestedAddress !== undefined, 'not an ALS answer');

/**
 * The suggestions that have the expected shape. Throws when the answer is not an ALS answer, or when
 * it has suggestions and none of them has the expected shape (the service changed, not "no match").
 */
export function readSuggestions(json: unknown): SuggestedAddress[] {
  const answer = alsAnswerSchema.safeParse(json);
  if (!answer.success) throw new Error(`unexpected answer: ${answer.error.issues[0]?.message ?? 'invalid'}`);
  const raw = answer.data.SuggestedAddress ?? [];
  const valid = raw.flatMap((item) => {
    const parsed = suggestedAddressSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (raw.length > 0 && valid.length === 0) throw new Error('unexpected answer: no suggestion has the expected shape');
  return valid;
}
