// The one Drizzle schema: tables of SPEC §3 plus what the real data needs, indexes beside their table.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../shared/i18n/locale.ts';
import type { AdditionalInfo } from '../../shared/schemas.ts';
import type { ChangeSchool } from '../../shared/change-schemas.ts';
import type { VersionChangeKind, VersionFieldChange } from '../../shared/version-change-schemas.ts';
import type { LocationFacts } from '../import/directory-entry.ts';

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    /** EDB school number digits 1-11 (school, site, level): the import key, so ids survive re-imports. */
    schoolNo: text('school_no').notNull().unique(),
    name: text('name').notNull(),
    englishName: text('english_name'),
    address: text('address').notNull(),
    englishAddress: text('english_address'),
    district: text('district').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    website: text('website'),
    schoolType: text('school_type').notNull(),
    schoolCategory: text('school_category').notNull(),
    religiousAffiliation: text('religious_affiliation'),
    foundingYear: text('founding_year'),
    motto: text('motto'),
    financialType: text('financial_type'),
    gender: text('gender'),
    sessions: text('sessions').array().notNull(),
    principal: text('principal'),
    principalTitle: text('principal_title'),
    supervisor: text('supervisor'),
    supervisorTitle: text('supervisor_title'),
    sponsoringBody: text('sponsoring_body'),
    area: text('area'),
    organization: text('organization'),
    additionalInfo: jsonb('additional_info').$type<AdditionalInfo>().notNull(),
    /** Folded names (see shared/normalize.ts) for partial, width- and variant-tolerant search. */
    searchText: text('search_text').notNull(),
    importedDate: timestamp('imported_date', { withTimezone: true, mode: 'string' }).notNull(),
    /** When the school left the source: out of the directory, but its id is kept should it return. */
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('schools_category_district_idx').on(t.schoolCategory, t.district),
    index('schools_district_idx').on(t.district),
    index('schools_type_idx').on(t.schoolType),
    index('schools_religion_idx').on(t.religiousAffiliation),
    index('schools_gender_idx').on(t.gender),
    index('schools_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const importStats = pgTable('import_stats', {
  id: serial('id').primaryKey(),
  importDate: timestamp('import_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  kindergartenCount: integer('kindergarten_count').notNull().default(0),
  primaryCount: integer('primary_count').notNull().default(0),
  secondaryCount: integer('secondary_count').notNull().default(0),
  successful: boolean('successful').notNull().default(true),
  errorMessage: text('error_message'),
  /** Rows read, joins matched and missed, duration: the import's summary. */
  summary: jsonb('summary').$type<Record<string, unknown>>(),
});

export type SchoolRow = typeof schools.$inferSelect;
export type NewSchoolRow = typeof schools.$inferInsert;

/**
 * Reference datasets of one import (P1 nets, district boundaries, MTR stations, the P1 estimate's measured
 * accuracy), one row per dataset, written in the import's transaction: see src/server/places/reference-schemas.ts.
 */
export const referenceData = pgTable('reference_data', {
  key: text('key').primaryKey(),
  data: jsonb('data').$type<unknown>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Each check of an official dataset by the automatic refresh (import/refresh.ts): its outcome and, when the
 * answer was good, the validators the next check sends (If-None-Match, If-Modified-Since).
 */
export const datasetChecks = pgTable(
  'dataset_checks',
  {
    id: serial('id').primaryKey(),
    dataset: text('dataset').notNull(),
    url: text('url').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** unchanged (304), imported (changed and imported), failed (download or import; see message). */
    outcome: text('outcome').$type<'unchanged' | 'imported' | 'failed'>().notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    message: text('message'),
  },
  (t) => [index('dataset_checks_dataset_idx').on(t.dataset, t.id)],
);

/** One row per refresh run, claimed under a lock, so that of several processes one checks per interval. */
export const refreshRuns = pgTable('refresh_runs', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * The facts of each school year of a dataset: the list of schools (SCH_LOC) and what each joined dataset (profiles,
 * lists) gave each school. One row per dataset, year and school number, replaced when that year's file is imported again, kept when it is not
 * (decision 012). The newest year is also the `schools` table; the earlier ones give the changes since.
 */
export const schoolYearFacts = pgTable(
  'school_year_facts',
  {
    dataset: text('dataset').notNull(),
    schoolYear: text('school_year').notNull(),
    schoolNo: text('school_no').notNull(),
    /** LocationFacts for the list of schools; for a joined dataset what it gave the school (dataset-facts.ts). */
    facts: jsonb('facts').$type<LocationFacts | Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataset, t.schoolYear, t.schoolNo] })],
);

/**
 * Ids of the school numbers only an earlier school year lists (a school closed since): drawn from the schools'
 * own sequence, so an id is never given twice, and handed to the school's `schools` row should it come back.
 */
export const earlierSchoolIds = pgTable('earlier_school_ids', {
  id: integer('id').primaryKey().default(sql`nextval('schools_id_seq')`),
  schoolNo: text('school_no').notNull().unique(),
});

/**
 * What each import changed for the facts parents follow (import/version-changes.ts, decision record 028): a row per
 * school opened, closed or changed, under the import's id (the data version). The first import of an empty
 * directory writes none (nothing was listed before). Kept a year.
 */
export const dataChanges = pgTable(
  'data_changes',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull(),
    importDate: timestamp('import_date', { withTimezone: true, mode: 'string' }).notNull(),
    schoolId: integer('school_id').notNull(),
    kind: text('kind').$type<VersionChangeKind>().notNull(),
    school: jsonb('school').$type<ChangeSchool>().notNull(),
    fields: jsonb('fields').$type<VersionFieldChange[]>().notNull(),
  },
  (t) => [index('data_changes_school_idx').on(t.schoolId, t.version), index('data_changes_version_idx').on(t.version)],
);

/** The VAPID key pair (RFC 8292) that signs every push message: made by the first process to start, one row. */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * What a browser's push subscription follows (issue 27, decision record 029): its endpoint and keys are its only
 * identity; the token's SHA-256 is kept, never the token. The sender (push/push-sender.ts) claims a follow whose
 * `notifiedVersion` is behind the data version, sends it one message for the versions since, and moves it on.
 */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** The site's origin the follow was made on: the VAPID contact (sub) when PUSH_SUBJECT is not set. */
    origin: text('origin').notNull(),
    schools: jsonb('schools').$type<number[]>().notNull(),
    searches: jsonb('searches').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The data version whose changes it has had (on creation: the version of that moment). */
    notifiedVersion: integer('notified_version').notNull(),
    /** Failed tries of the pending message in a row, and when the next may be made. */
    failures: integer('failures').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** A sender working on it until then (a process that stops mid-send leaves it to another after that). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('follows_pending_idx').on(t.notifiedVersion, t.nextAttemptAt)],
);
export type FollowRow = typeof follows.$inferSelect;
