// The API contract: one zod schema per shape, every type inferred from it.
import { z } from 'zod';
import {
  CATEGORIES,
  DISTRICTS,
  GENDERS,
  MAX_PAGE_SIZE,
  RELIGIONS,
  SCHOOL_TYPES,
  SESSIONS,
} from './constants.ts';

const text = z.string().nullable();

/** Kindergarten charges (HK$) from the KGP, and EDB's fee certificate, which lists the tuition of every class. */
export const kgFeesSchema = z.object({
  applicationFee: z.number().nullable(),
  registrationHalfDay: z.number().nullable(),
  registrationWholeDay: z.number().nullable(),
  /** Annual fee of the class for children aged 2 to 3 (child care), where the KG runs one. */
  childCareHalfDay: z.number().nullable(),
  childCareWholeDay: z.number().nullable(),
  certificateUrl: text,
});

export type KgFees = z.infer<typeof kgFeesSchema>;

/** Primary and secondary fees: EDB's DSS fee list (HK$ a year, range over the classes), and the profile's text. */
export const schoolFeesSchema = z.object({
  tuitionMin: z.number().nullable(),
  tuitionMax: z.number().nullable(),
  /** DSS boarding fees a year, e.g. $74700-$83000. */
  boarding: text,
  /** The fee as the school's profile (PSP) states it, e.g. $65650 分十期繳交. */
  profileNote: text,
});

/** One curriculum stream of a kindergarten site that runs a local and a non-local stream. */
export const kgStreamSchema = z.object({
  curriculumType: text,
  schemeStatus: text,
  classroomCount: z.number().int().nullable(),
});
export type KgStream = z.infer<typeof kgStreamSchema>;

export const vacancySchema = z.object({
  k1: z.enum(['Y', 'N', 'P']).nullable(),
  k2: z.enum(['Y', 'N', 'P']).nullable(),
  k3: z.enum(['Y', 'N', 'P']).nullable(),
  asAt: z.string(),
});

export const additionalInfoSchema = z.object({
  schoolNet: text.optional(),
  applicationStartDate: text.optional(),
  applicationEndDate: text.optional(),
  nonChineseSupportFunding: z.enum(['Y', 'N']).nullable().optional(),
  teachingLanguage: text.optional(),
  sessionType: text.optional(),
  linkedSecondarySchool: text.optional(),
  feederSecondarySchool: text.optional(),
  throughTrainSchool: text.optional(),
  outdoorPlayArea: text.optional(),
  indoorPlayArea: text.optional(),
  musicRoom: text.optional(),
  otherSpecialRooms: text.optional(),
  incorporatedManagementCommittee: z.enum(['Y', 'N']).nullable().optional(),
  principalQualification: text.optional(),
  classroomCount: z.number().int().nullable().optional(),
  curriculumType: text.optional(),
  /** EDB category in Chinese, e.g. 資助特殊學校, 國際學校（小學）. */
  edbCategory: text.optional(),
  specialSchool: z.boolean().optional(),
  kgFees: kgFeesSchema.nullable().optional(),
  fees: schoolFeesSchema.nullable().optional(),
  /** Only for a site with several streams (本地 / 非本地 curricula), each as its own profile gives it. */
  streams: z.array(kgStreamSchema).optional(),
  /** The profile dataset the details come from (e.g. 幼稚園概覽 2025), null when the school has none. */
  profileSource: text.optional(),
  vacancy: vacancySchema.nullable().optional(),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;

export const schoolSchema = z.object({
  id: z.number().int(),
  /** EDB school number digits 1-11: school, site and level. */
  schoolNo: z.string(),
  name: z.string(),
  englishName: text,
  address: z.string(),
  englishAddress: text,
  district: z.enum(DISTRICTS),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: text,
  fax: text,
  email: text,
  website: text,
  schoolType: z.enum(SCHOOL_TYPES),
  schoolCategory: z.enum(CATEGORIES),
  religiousAffiliation: text,
  foundingYear: text,
  motto: text,
  financialType: text,
  gender: z.enum(GENDERS).nullable(),
  sessions: z.array(z.enum(SESSIONS)),
  principal: text,
  principalTitle: text,
  supervisor: text,
  supervisorTitle: text,
  sponsoringBody: text,
  area: text,
  organization: text,
  additionalInfo: additionalInfoSchema,
  importedDate: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

/** One of the values, or 'all' meaning no filter. */
const all = <T extends readonly string[]>(values: T) => z.enum(['all', ...values] as ['all', ...T]).optional();

/** Filters of GET /api/schools, strict: a wrong value is a 400. */
export const filterFields = {
  name: z.string().trim().max(100, 'name must be at most 100 characters').optional(),
  district: all(DISTRICTS),
  schoolType: all(SCHOOL_TYPES),
  schoolCategory: all(CATEGORIES),
  religiousAffiliation: all(RELIGIONS),
  gender: all(GENDERS),
};
export const filterQuerySchema = z.strictObject(filterFields);
export type FilterQuery = z.infer<typeof filterQuerySchema>;

/** A whole number written in digits only (so '1e3', '1.5' and ' 2' are refused), within bounds. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .describe(`A whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const searchQuerySchema = z.strictObject({
  ...filterFields,
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, MAX_PAGE_SIZE).default(10),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  schools: z.array(schoolSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const idParamsSchema = z.strictObject({ id: wholeNumber(1, 2_147_483_647) });

/** Compact rows for the map: every matching school, not only a page. */
export const mapPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  district: z.enum(DISTRICTS),
  schoolCategory: z.enum(CATEGORIES),
  schoolType: z.enum(SCHOOL_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** True when the source has no coordinates and the point is the district's centre. */
  approximate: z.boolean(),
});
export const mapResponseSchema = z.object({ points: z.array(mapPointSchema), total: z.number().int() });
export type MapPoint = z.infer<typeof mapPointSchema>;
export type MapResponse = z.infer<typeof mapResponseSchema>;

export const countsResponseSchema = z.object({
  kindergarten: z.number().int(),
  primary: z.number().int(),
  secondary: z.number().int(),
  /** ISO time of the last successful import, null before the first. */
  updatedAt: z.string().nullable(),
});
export type CountsResponse = z.infer<typeof countsResponseSchema>;

export const statsQuerySchema = z.strictObject({ schoolCategory: all(CATEGORIES) });

/** Routes that take no query: an unknown parameter is a 400, as everywhere. */
export const noQuerySchema = z.strictObject({});

const slice = z.object({ name: z.string(), value: z.number().int() });
export const statsResponseSchema = z.object({
  total: z.number().int(),
  byCategory: z.array(slice),
  byDistrict: z.array(
    z.object({ district: z.enum(DISTRICTS), 幼稚園: z.number(), 小學: z.number(), 中學: z.number() }),
  ),
  byType: z.array(slice),
  byReligion: z.array(slice),
  byGender: z.array(slice),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  dataVersion: z.number().int(),
  schools: z.number().int(),
  lastImport: z
    .object({ importDate: z.string(), successful: z.boolean(), errorMessage: text })
    .nullable(),
});

export const errorResponseSchema = z.object({ message: z.string() });
