// Writes the reference data in the import's transaction: each dataset of this import replaces its row, and the
// rows of datasets this import did not have (an optional file now absent) are deleted, so they never go stale.
import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { referenceData } from '../db/schema.ts';
import type { ReferenceData } from '../places/reference-schemas.ts';

type Writer = Pick<Database, 'insert' | 'delete'>;

export async function writeReference(db: Writer, data: ReferenceData, importedAt: string): Promise<void> {
  const rows = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, data: value as unknown, importedAt }));
  const keys = rows.map((r) => r.key);
  await db.delete(referenceData).where(keys.length ? notInArray(referenceData.key, keys) : sql`true`);
  for (const row of rows) {
    await db
      .insert(referenceData)
      .values(row)
      .onConflictDoUpdate({ target: referenceData.key, set: { data: row.data, importedAt } });
  }
}
