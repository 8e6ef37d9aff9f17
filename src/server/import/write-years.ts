// Writes the list of schools of each school year (decision 012), inside the import's transaction: each year's
// facts replace that year's only, and a school number only an earlier year lists gets a stable id, so that
// its page can say it closed.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { earlierSchoolIds, schoolYearFacts, schools } from '../db/schema.ts';
import { datasetFactsOf } from './dataset-facts.ts';
import type { DatasetKey } from './dataset-list.ts';
import type { DirectoryEntry, LocationFacts } from './directory-entry.ts';
import type { YearOfSchools } from './earlier-years.ts';

export const SCHOOLS_DATASET = 'schoolLocation';
const BATCH = 400;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function writeYearFacts(tx: Transaction, years: readonly { schoolYear: string; facts: readonly LocationFacts[] }[]) {
  for (const { schoolYear, facts } of years) {
    await replaceFacts(tx, SCHOOLS_DATASET, schoolYear, facts.map((f) => ({ schoolNo: f.schoolNo, facts: f })));
  }
}

/**
 * Writes what each joined dataset gave each school under that dataset's school year (a dataset that states none
 * under ''): a year imported again is replaced, an earlier year stays, so next year's profile sits beside this one.
 */
export async function writeDatasetFacts(tx: Transaction, rows: readonly DirectoryEntry[], years: ReadonlyMap<DatasetKey, string | null>) {
  const byDataset = new Map<DatasetKey, { schoolNo: string; facts: Record<string, unknown> }[]>([...years.keys()].map((key) => [key, []]));
  for (const row of rows) {
    for (const [dataset, facts] of Object.entries(datasetFactsOf(row)) as [DatasetKey, Record<string, unknown>][]) {
      byDataset.get(dataset)?.push({ schoolNo: row.schoolNo, facts });
    }
  }
  for (const [dataset, facts] of byDataset) await replaceFacts(tx, dataset, years.get(dataset) ?? '', facts);
}

/**
 * A dataset's facts of a school year become these: the rows of schools no longer listed go, and a school's row is
 * written only when its facts changed. A file imported again as it was writes nothing: the embedded database has no
 * autovacuum, and deleting and inserting every row left 8,055 dead rows (6 MB) at each import (decision record 012).
 */
async function replaceFacts(tx: Transaction, dataset: string, schoolYear: string, facts: readonly { schoolNo: string; facts: LocationFacts | Record<string, unknown> }[]) {
  const ofYear = and(eq(schoolYearFacts.dataset, dataset), eq(schoolYearFacts.schoolYear, schoolYear));
  await tx.delete(schoolYearFacts).where(and(ofYear, notInArray(schoolYearFacts.schoolNo, facts.map((f) => f.schoolNo))));
  for (let i = 0; i < facts.length; i += BATCH) {
    await tx
      .insert(schoolYearFacts)
      .values(facts.slice(i, i + BATCH).map((f) => ({ dataset, schoolYear, ...f })))
      .onConflictDoUpdate({
        target: [schoolYearFacts.dataset, schoolYearFacts.schoolYear, schoolYearFacts.schoolNo],
        set: { facts: sql.raw('excluded.facts') },
        setWhere: sql`${schoolYearFacts.facts} is distinct from excluded.facts`,
      });
  }
}

/** Gives an id to each school number that only earlier years list and that has none yet; returns how many were new. */
export async function giveEarlierIds(tx: Transaction, earlier: readonly YearOfSchools[], current: ReadonlySet<string>) {
  const numbers = [...new Set(earlier.flatMap((year) => year.entries.map((e) => e.schoolNo)))].filter((no) => !current.has(no));
  let inserted = 0;
  for (let i = 0; i < numbers.length; i += BATCH) {
    const batch = numbers.slice(i, i + BATCH);
    const known = new Set((await tx.select({ no: schools.schoolNo }).from(schools).where(inArray(schools.schoolNo, batch))).map((r) => r.no));
    const fresh = batch.filter((no) => !known.has(no)).map((schoolNo) => ({ schoolNo }));
    if (fresh.length) inserted += (await tx.insert(earlierSchoolIds).values(fresh).onConflictDoNothing().returning({ id: earlierSchoolIds.id })).length;
  }
  return inserted;
}

/** The newest year's rows with the id an earlier year gave them (a closed school that came back), that id then moved to `schools`. */
export async function withEarlierIds<T extends { schoolNo: string }>(tx: Transaction, rows: readonly T[]): Promise<(T & { id?: number })[]> {
  const moved = await tx
    .delete(earlierSchoolIds)
    .where(inArray(earlierSchoolIds.schoolNo, rows.map((r) => r.schoolNo)))
    .returning();
  const ids = new Map(moved.map((r) => [r.schoolNo, r.id]));
  return rows.map((row) => (ids.has(row.schoolNo) ? { ...row, id: ids.get(row.schoolNo)! } : row));
}
