// GET /api/places (places by name) and GET /api/nets (the school nets of a point, or every P1 net).
import { z } from 'zod';
import { DISTRICTS } from './constants.ts';
import { parseLatLon } from './geo.ts';
import { textLanguageShape } from './text-language.ts';

export const PLACE_QUERY_MAX = 50;
export const MAX_PLACES = 10;

/** One of a school's nearest MTR stations (straight line; third-party station coordinates). */
export const nearestStationSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  distanceMeters: z.number().int(),
});
export type NearestStation = z.infer<typeof nearestStationSchema>;

export const placesQuerySchema = z.strictObject({
  ...textLanguageShape,
  q: z.string().trim().min(1, `must be 1 to ${PLACE_QUERY_MAX} characters`).max(PLACE_QUERY_MAX, `must be 1 to ${PLACE_QUERY_MAX} characters`),
});

export const placeSchema = z.object({
  kind: z.enum(['station', 'district', 'area']),
  name: z.string(),
  /** English name; null for P1 net areas (EDB lists them in Chinese only). */
  nameEn: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** True for areas: their point is estimated from schools' addresses (see docs/decisions/005). */
  approximate: z.boolean(),
  /** Area only: the P1 net listing it. */
  net: z.string().optional(),
  /** Station only: its code and MTR lines. */
  code: z.string().optional(),
  lines: z.array(z.string()).optional(),
});
export type Place = z.infer<typeof placeSchema>;
export const placesResponseSchema = z.object({ places: z.array(placeSchema).max(MAX_PLACES) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

const latLon = z.string().transform((text, ctx) => {
  const point = parseLatLon(text);
  if (typeof point !== 'string') return point;
  ctx.addIssue({ code: 'custom', message: point });
  return z.NEVER;
});
export const netsQuerySchema = z.strictObject({ near: latLon.optional(), ...textLanguageShape });

export const p1NetSchema = z.object({
  net: z.string(),
  /** EDB's area names of the net (POA_SchoolNet AREA). */
  areas: z.array(z.string()),
  /** EDB's page of the net. */
  webpage: z.string().nullable(),
  /** Districts holding the net's primary schools, most first. */
  districts: z.array(z.enum(DISTRICTS)),
});
export type P1Net = z.infer<typeof p1NetSchema>;
export const netsListResponseSchema = z.object({ nets: z.array(p1NetSchema) });

export const netsAtResponseSchema = z.object({
  /** The point answered for (rounded to 5 decimals). */
  point: z.object({ lat: z.number(), lon: z.number() }),
  district: z.object({ name: z.enum(DISTRICTS), nameEn: z.string() }).nullable(),
  /** Secondary (SSPA) net: exactly the district, by its boundary. */
  sspaNet: z.object({ code: z.string(), district: z.enum(DISTRICTS) }).nullable(),
  p1: z.object({
    /** 'boundary': inside an official P1 net polygon (exact); 'estimate': from the nearest schools' nets. */
    method: z.enum(['boundary', 'estimate']),
    exact: z.boolean(),
    /** The net (the most likely one when estimated); null when none can be given. */
    net: z.string().nullable(),
    /** Share of primary schools whose net the estimate got right, leaving each out in turn; null when exact. */
    accuracy: z.number().nullable(),
    /** Nets that may apply with their share of the nearest schools' weight (0 for other nets of the district). */
    candidates: z.array(z.object({ net: z.string(), share: z.number() })),
    nets: z.array(p1NetSchema),
    note: z.string(),
  }),
});
export type NetsAtResponse = z.infer<typeof netsAtResponseSchema>;
export const netsResponseSchema = z.union([netsAtResponseSchema, netsListResponseSchema]);
