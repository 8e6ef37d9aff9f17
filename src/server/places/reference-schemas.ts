// The reference datasets as the importer stores them in `reference_data` (one row per key) and the read model
// reads them back. Coordinates are WGS84; polygon rings are [lon, lat] pairs as in GeoJSON.
import { z } from 'zod';
import { DISTRICTS } from '../../shared/constants.ts';

const position = z.tuple([z.number(), z.number()]);
/** Polygons, each an outer ring followed by its holes. */
export const polygonsSchema = z.array(z.array(z.array(position)));
export type Polygons = z.infer<typeof polygonsSchema>;

export const poaNetSchema = z.object({ net: z.string(), areas: z.array(z.string()), webpage: z.string().nullable() });
export type PoaNet = z.infer<typeof poaNetSchema>;

export const districtBoundarySchema = z.object({ district: z.enum(DISTRICTS), polygons: polygonsSchema });
export type DistrictBoundary = z.infer<typeof districtBoundarySchema>;

export const stationSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  lines: z.array(z.string()),
  lat: z.number(),
  lon: z.number(),
});
export type Station = z.infer<typeof stationSchema>;

export const p1BoundarySchema = z.object({ net: z.string(), polygons: polygonsSchema });
export type P1Boundary = z.infer<typeof p1BoundarySchema>;

/** The leave-one-out measurement of the P1 net estimate, made at import time on the real schools. */
export const p1AccuracySchema = z.object({
  method: z.string(),
  k: z.number().int(),
  tested: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number(),
});
export type P1Accuracy = z.infer<typeof p1AccuracySchema>;

const withFile = <T extends z.ZodRawShape>(shape: T) => z.object({ file: z.string(), ...shape });

/** One schema per row key of `reference_data`. */
export const REFERENCE_SCHEMAS = {
  poaNets: withFile({ nets: z.array(poaNetSchema) }),
  districtBoundaries: withFile({ districts: z.array(districtBoundarySchema) }),
  mtrStations: withFile({ stations: z.array(stationSchema) }),
  p1NetBoundaries: withFile({ nets: z.array(p1BoundarySchema) }),
  p1NetEstimate: p1AccuracySchema,
} as const;

export type ReferenceKey = keyof typeof REFERENCE_SCHEMAS;
export const REFERENCE_KEYS = Object.keys(REFERENCE_SCHEMAS) as ReferenceKey[];
export type ReferenceData = { [K in ReferenceKey]?: z.infer<(typeof REFERENCE_SCHEMAS)[K]> };

/**
 * The stored rows as typed reference data. A row that does not fit its schema (written by an older version)
 * is left out, with a warning, as if the dataset were absent.
 */
export function readReferenceRows(rows: readonly { key: string; data: unknown }[], warn = console.warn): ReferenceData {
  const out: Record<string, unknown> = {};
  for (const { key, data } of rows) {
    const schema = REFERENCE_SCHEMAS[key as ReferenceKey];
    if (!schema) continue;
    const parsed = schema.safeParse(data);
    if (parsed.success) out[key] = parsed.data;
    else warn(`reference_data ${key} does not fit its schema; ignored (${parsed.error.issues[0]?.message ?? ''})`);
  }
  return out as ReferenceData;
}
