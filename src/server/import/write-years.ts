// Writes the list of schools of each school year (decision 012), inside the import's transaction: each year's
// facts replace that year's only, and a school number only an earlier year lists gets a stable id, so that
// its page can say it closed.
import { and, eq, inArray } from 'drizzle-orm';
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
    const ofYear = and(eq(schoolYearFacts.dataset, SCHOOLS_DATASET), eq(schoolYearFacts.schoolYear, schoolYear));
    await tx.delete(schoolYearFacts).where(ofYear);
    for (let i = 0; i < facts.length; i += BATCH) {
      const batch = facts.slice(i, i + BATCH).map((f) => ({ dataset: SCHOOLS_DATASET, schoolYear, schoolNo: f.schoolNo, facts: f }));
      await tx.insert(schoolYearFacts).values(batch);
    }
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
  for (const [dataset, facts] of byDataset) {
    const schoolYear = years.get(dataset) ?? '';
    await tx.delete(schoolYearFacts).where(and(eq(schoolYearFacts.dataset, dataset), eq(schoolYearFacts.schoolYear, schoolYear)));
    for (let i = 0; i < facts.length; i += BATCH) {
      await tx.insert(schoolYearFacts).values(facts.slice(i, i + BATCH).map((f) => ({ dataset, schoolYear, ...f })));
    }
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
