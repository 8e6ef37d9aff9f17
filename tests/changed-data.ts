// A copy of the real data with what a next data version might change (the feeds' and the notifications' tests), and
// such a version written straight into the database.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { dataChanges, importStats } from '../src/server/db/schema.ts';
import { expect } from 'vitest';
import type { SearchResponse } from '../src/shared/schemas.ts';
import { SHARED_DATA_DIR } from './databases.ts';

const BOM = Buffer.from([0xff, 0xfe]);

/** A copy of the data folder with one kindergarten's K1 place opened and another's rows gone from the list of schools. */
export function changedCopy(opened: string, gone: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-changed-'));
  for (const sub of ['edb', 'chsc', 'geo']) cpSync(path.join(SHARED_DATA_DIR, sub), path.join(dir, sub), { recursive: true });
  const vacancyFile = path.join(dir, 'edb/K1K3_vacancy_2026-27_tc.csv');
  const scrn = `${opened.slice(0, 6)}-${opened.slice(6, 10)}`;
  const lines = readFileSync(vacancyFile, 'utf8').split('\n');
  const row = lines.findIndex((line) => line.split(',')[1] === scrn);
  const cells = lines[row]!.split(',');
  expect(cells[4]).toBe('N');
  cells[4] = 'Y';
  lines[row] = cells.join(',');
  writeFileSync(vacancyFile, lines.join('\n'));
  const locationFile = path.join(dir, 'edb/SCH_LOC_EDB.csv');
  const text = new TextDecoder('utf-16le').decode(readFileSync(locationFile).subarray(2));
  const kept = text.split('\r\n').filter((line) => !line.includes(gone));
  expect(kept.length).toBeLessThan(text.split('\r\n').length);
  writeFileSync(locationFile, Buffer.concat([BOM, Buffer.from(kept.join('\r\n'), 'utf16le')]));
  return dir;
}

export type Kindergarten = SearchResponse['schools'][number];

/**
 * Three kindergartens with no K1 place, each the only school of its site (the vacancy list's key is the school and its
 * site): one to open a place at, one to close, and one in another district than both, which nothing changes.
 */
export async function kindergartensToChange(get: (url: string) => Promise<LightMyRequestResponse>): Promise<[Kindergarten, Kindergarten, Kindergarten]> {
  const { schools } = (await get(`/api/schools?schoolCategory=${encodeURIComponent('幼稚園')}&k1Vacancy=N&limit=50`)).json<SearchResponse>();
  const single = schools.filter((s, _, all) => all.filter((t) => t.schoolNo.slice(0, 10) === s.schoolNo.slice(0, 10)).length === 1);
  const [opened, closed] = [single[0]!, single[1]!];
  return [opened, closed, single.find((s) => s.district !== opened.district && s.district !== closed.district)!];
}

/**
 * A new data version in which `school`'s K1 places opened, written as an import writes it: an import's row (`stats`:
 * the figures a test's read model checks) and the change. For tests that need a version their follows are behind,
 * not an import. Its version number.
 */
export async function versionOpeningK1(db: DatabaseHandle['db'], school: Kindergarten, stats: typeof importStats.$inferInsert = { successful: true }): Promise<number> {
  const [row] = await db.insert(importStats).values(stats).returning();
  const { id, schoolNo, name, englishName, address, district, schoolCategory, schoolType } = school;
  await db.insert(dataChanges).values({
    version: row!.id,
    importDate: row!.importDate,
    schoolId: id,
    kind: 'changed',
    school: { id, schoolNo, name, englishName, address, district, schoolCategory, schoolType },
    fields: [{ field: 'vacancy', level: 'k1', from: 'N', to: 'Y' }],
  });
  return row!.id;
}
