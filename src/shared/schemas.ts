// The API contract: one zod schema per shape, every type inferred from it.
import { z } from 'zod';
import { schoolYearChangesSchema } from './change-schemas.ts';
import { fileDateSchema } from './dataset-schemas.ts';
import { nearestStationSchema } from './place-schemas.ts';
import {
  CATEGORIES,
  DISTRICTS,
  GENDERS,
  MAX_SCHOOL_ID,
  SCHOOL_TYPES,
  SESSIONS,
} from './constants.ts';
import { textLanguageShape } from './text-language.ts';

const text = z.string().nullable();

/** A KGP fee cell written as text rather than one plain amount: as written, and the highest amount it names. */
export const kgFeeTextSchema = z.object({ text: z.string(), max: z.number().nullable() });
const feeText = kgFeeTextSchema.optional();

/**
 * Kindergarten charges (HK$) from the KGP, and EDB's fee certificate, which lists the tuition of every class.
 * A number is the cell's amount, or the lowest amount a text cell names ($1,100-1,500 → 1100); such cells are
 * also in `asWritten` (shown as written on the page).
 */
export const kgFeesSchema = z.object({
  applicationFee: z.number().nullable(),
  registrationHalfDay: z.number().nullable(),
  registrationWholeDay: z.number().nullable(),
  /** Annual fee of the class for children aged 2 to 3 (child care), where the KG runs one. */
  childCareHalfDay: z.number().nullable(),
  childCareWholeDay: z.number().nullable(),
  certificateUrl: text,
  /** The cells written as text, by fee (e.g. registrationHalfDay: $28,600 (K1-2)); null when every cell is plain. */
  asWritten: z
    .object({
      applicationFee: feeText,
      registrationHalfDay: feeText,
      registrationWholeDay: feeText,
      childCareHalfDay: feeText,
      childCareWholeDay: feeText,
    })
    .nullable()
    .optional(),
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

/** Whole-subject tests and exams a year (CHSC PSP), P1 and P2 to P6; null where the profile gives no number. */
export const assessmentsSchema = z.object({
  testsP1: z.number().int().nullable(),
  examsP1: z.number().int().nullable(),
  testsP2to6: z.number().int().nullable(),
  examsP2to6: z.number().int().nullable(),
});

/** One value per form, S1 to S6 (null where the profile gives none). */
const perForm = z.array(z.number().int().nullable()).length(6);

/** Subjects of one school year by teaching language, as the SSP lists them (S1–S3 junior, S4–S6 senior). */
const subjectListsSchema = z.object({
  juniorChinese: z.array(z.string()),
  juniorEnglish: z.array(z.string()),
  /** Medium set by class or group (校本課程). */
  juniorByClass: z.array(z.string()),
  seniorChinese: z.array(z.string()),
  seniorEnglish: z.array(z.string()),
  seniorByClass: z.array(z.string()),
});

/**
 * CHSC secondary school profile (SSP) facts beyond the common ones: values as the file has them after cleaning
 * (no HTML, `<br>` as a newline), numbers as numbers, null where the profile says `-`.
 */
export const secondaryProfileSchema = z.object({
  classesPerForm: perForm,
  /** HK$ a year, S1 to S6 (DSS and private schools; `-` for government and aided ones). */
  tuitionPerForm: perForm,
  tongFaiPerForm: perForm,
  /** Text, as a school may write `500（6年）`. */
  ptaFee: text,
  studentUnionFee: text,
  nonStandardCharges: text,
  otherCharges: text,
  s1Admission: text,
  subjects2025: subjectListsSchema,
  subjects2026: subjectListsSchema,
  facilities: text,
  senFacilities: text,
  transport: text,
  /** Other districts the school takes students from, e.g. ['荃灣區', '離島區']. */
  otherDistricts: z.array(z.string()),
  teachers: z.object({
    approvedPosts: z.number().nullable(),
    total: z.number().nullable(),
    /** Percentages of the teachers. */
    trainedPct: z.number().nullable(),
    bachelorPct: z.number().nullable(),
    mastersOrAbovePct: z.number().nullable(),
    specialEducationPct: z.number().nullable(),
    experience0to4Pct: z.number().nullable(),
    experience5to9Pct: z.number().nullable(),
    experience10PlusPct: z.number().nullable(),
  }),
  /** The profile's other text sections, by topic (see SSP_TEXT_COLUMNS in the importer). */
  texts: z.record(z.string(), z.string()),
});
export type SecondaryProfileFacts = z.infer<typeof secondaryProfileSchema>;

/**
 * A school placed by the location file's HK1980 grid position because its LATITUDE/LONGITUDE lie `metres` away in
 * another district (`latLonDistrict`, null outside every district): said beside its map.
 */
export const positionFromGridSchema = z.object({ metres: z.number().int(), latLonDistrict: z.enum(DISTRICTS).nullable() });
export type PositionFromGrid = z.infer<typeof positionFromGridSchema>;

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
  /** For a secondary school: its through-train primary school(s), from EDB's list and the PSP. */
  throughTrainPrimary: text.optional(),
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
  positionFromGrid: positionFromGridSchema.optional(),
  kgFees: kgFeesSchema.nullable().optional(),
  fees: schoolFeesSchema.nullable().optional(),
  /** Only for a site with several streams (本地 / 非本地 curricula), each as its own profile gives it. */
  streams: z.array(kgStreamSchema).optional(),
  /** The profile dataset the details come from (e.g. 幼稚園概覽 2025), null when the school has none. */
  profileSource: text.optional(),
  vacancy: vacancySchema.nullable().optional(),
  /** KGP: true when the KG says it runs no half-day (or whole-day) class, false when it does not say so. */
  noHalfDayClass: z.boolean().nullable().optional(),
  noWholeDayClass: z.boolean().nullable().optional(),
  /** KGP 不會要求幼兒班兒童執筆寫字: K1 children are not asked to hold a pen and write (Y true, N false). */
  noPenWritingK1: z.boolean().nullable().optional(),
  assessments: assessmentsSchema.nullable().optional(),
  /** PSP: P1 classes this school year (本學年小一班數) and last (上學年小一班數); null where the profile gives no number. */
  p1Classes: z.object({ thisYear: z.number().int().nullable(), lastYear: z.number().int().nullable() }).nullable().optional(),
  /** A secondary school's SSPA serving nets (its own and the others it takes from), e.g. ['HK1', 'HK2']. */
  servesNets: z.array(z.string()).optional(),
  secondaryProfile: secondaryProfileSchema.nullable().optional(),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;

/** A school this one names: its through-train, feeder or linked secondary school, or its through-train primary. */
export const relatedSchoolSchema = z.object({
  relation: z.enum(['throughTrain', 'feeder', 'linked', 'throughTrainPrimary']),
  /** As the source writes it. */
  name: z.string(),
  /** The school in this directory, when exactly one matches the name. */
  id: z.number().int().nullable(),
});
export type RelatedSchool = z.infer<typeof relatedSchoolSchema>;

/** A dataset of one school year: its key in GET /api/datasets (publisher, title, file date) and the year. */
const factSourceSchema = z.object({ dataset: z.string(), schoolYear: z.string().nullable() });

/**
 * Where each group of a school's facts comes from (a group absent: no dataset gave this school such facts).
 * yearChanges names its own years (since, until), of the list of schools.
 */
export const factSourcesSchema = z.object({
  /** Name, address, contacts, type, gender, sessions, coordinates: the list of schools. */
  directory: factSourceSchema,
  /** The school's profile (KGP, PSP or SSP): everything in additionalInfo it fills, principal, motto, fees text. */
  profile: factSourceSchema.optional(),
  /** additionalInfo.vacancy. */
  vacancy: factSourceSchema.optional(),
  /** additionalInfo.fees tuition and boarding. */
  dssFees: factSourceSchema.optional(),
  /** additionalInfo.servesNets. */
  sspaNets: factSourceSchema.optional(),
  /** nearestStations (third-party coordinates). */
  stations: factSourceSchema.optional(),
});
export type FactSources = z.infer<typeof factSourcesSchema>;

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
  /** Up to two MTR stations within 2 km, nearest first (always present, empty when none; third-party coordinates). */
  nearestStations: z.array(nearestStationSchema),
  relatedSchools: z.array(relatedSchoolSchema),
  importedDate: z.string(),
  /** Changes since the earliest school year (decision 012); null while only one year is imported. */
  yearChanges: schoolYearChangesSchema.nullable().optional(),
  sources: factSourcesSchema.optional(),
  /** Only for a school the newest year no longer lists: the year it was last listed in (its facts are that year's). */
  closed: z.object({ lastListed: z.string() }).optional(),
});
export type School = z.infer<typeof schoolSchema>;

/** One of the values, or 'all' meaning no filter. */
const all = <T extends readonly string[]>(values: T) => z.enum(['all', ...values] as ['all', ...T]).optional();

/** A whole number written in digits only (so '1e3', '1.5' and ' 2' are refused), within bounds. */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .describe(`A whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** With `near`: the straight-line distance in whole metres (absent for a school without coordinates). */
const distance = { distanceMeters: z.number().int().optional() };

export const searchResponseSchema = z.object({
  schools: z.array(schoolSchema.extend(distance)),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const idParamsSchema = z.strictObject({ id: wholeNumber(1, MAX_SCHOOL_ID) });

/** Compact rows for the map: every matching school, not only a page. */
export const mapPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The official English name (the location file's), for English pages; absent when there is none or it is the name. */
  englishName: z.string().optional(),
  district: z.enum(DISTRICTS),
  schoolCategory: z.enum(CATEGORIES),
  schoolType: z.enum(SCHOOL_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** True when the source has no coordinates and the point is the district's centre. */
  approximate: z.boolean(),
  /** Only for a school that shares its name with another (two sites, a school and its hostel): its address. */
  address: z.string().optional(),
  /** With `address`: the official English address, when there is one. */
  englishAddress: z.string().optional(),
  /** A special school (EDB category), so that the list can say so. */
  special: z.literal(true).optional(),
  ...distance,
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
  /** The date of the data (資料日期): the newest list of schools' own date and where it comes from (GET /api/datasets). */
  dataDate: fileDateSchema.nullable(),
});
export type CountsResponse = z.infer<typeof countsResponseSchema>;

export const statsQuerySchema = z.strictObject({ schoolCategory: all(CATEGORIES), ...textLanguageShape });

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

/** GET /api/health/ready: the read model is loaded (503 { message } before the first load). */
export const readyResponseSchema = z.object({
  ready: z.literal(true),
  dataVersion: z.number().int(),
  schools: z.number().int(),
  updatedAt: z.string().nullable(),
});

export const errorResponseSchema = z.object({ message: z.string() });

/** The facts of GET /api/schools/{id}/similar (src/shared/similar-schools.ts lists each category's). */
export const SIMILAR_FACT_KEYS = [
  'kgScheme',
  'k1Vacancy',
  'session',
  'annualFee',
  'nonChineseSupport',
  'noPenWriting',
  'schoolNet',
  'schoolType',
  'gender',
  'religion',
  'teachingLanguage',
  'secondaryLinks',
  'assessments',
  'servesNet',
  'dssFeeBand',
] as const;
export type SimilarFact = (typeof SIMILAR_FACT_KEYS)[number];

export const similarMatchSchema = z
  .object({
    fact: z.enum(SIMILAR_FACT_KEYS),
    value: z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.array(z.string()),
      z.object({ min: z.number(), max: z.number().nullable() }).describe('A fee band in HK$ a year: above min, up to max (none: no upper bound)'),
    ]),
  })
  .describe(
    'A fact both schools give and share: `value` is what they share, as the school record writes it (booleans for kgScheme, ' +
      'nonChineseSupport and noPenWriting; the sessions, link kinds or nets both have; the other school’s annual fee, within ±20 % ' +
      'of this school’s; tests and exams a year in P2–P6; the band of the DSS fee).',
  );
export type SimilarMatch = z.infer<typeof similarMatchSchema>;

export const similarSchoolSchema = schoolSchema
  .pick({ id: true, name: true, englishName: true, address: true, englishAddress: true, district: true, schoolCategory: true, schoolType: true })
  .extend({
    /** From the school asked about, in whole metres; null when either has no position. */
    distanceMeters: z.number().int().nullable(),
    matches: z.array(similarMatchSchema),
  });
export type SimilarSchool = z.infer<typeof similarSchoolSchema>;

export const similarResponseSchema = z.object({ schools: z.array(similarSchoolSchema) });
export type SimilarResponse = z.infer<typeof similarResponseSchema>;
