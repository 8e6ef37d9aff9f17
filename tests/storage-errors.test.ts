// A data folder that cannot be written and a full disk, said plainly: "DATA_DIR … is read-only", "the disk is
// full: …", never `Failed query: …` with the SQL and its parameters. Root writes through chmod, so read-only and
// full are injected at the file-system boundary (tests/fs-faults.ts) unless the test runs as another user.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, gt, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { importStats } from '../src/server/db/schema.ts';
import { acquireDataDirLock } from '../src/server/import/data-dir-lock.ts';
import { OVER_ANY_DATA, writeFixtureData } from '../src/server/import/fixtures/fixture-data-dir.ts';
import { runImport } from '../src/server/import/run-import.ts';
import { SHARED_DATA_DIR, SNAPSHOT_FILE, testDatabases } from './databases.ts';
import { denyWrites, diskUnder } from './fs-faults.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-storage-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const fingerprint = async (handle: DatabaseHandle) => {
  const result = await handle.db.execute(sql`select md5(string_agg(s::text, '|' order by s.id)) as h from schools s`);
  return (result as unknown as { rows: { h: string }[] }).rows[0]!.h;
};
const lastImport = async (handle: DatabaseHandle) =>
  (await handle.db.select().from(importStats).orderBy(desc(importStats.id)).limit(1))[0]!;
const NO_SQL = /Failed query|params:|insert into|CREATE SCHEMA/i;

describe('a data folder that cannot be written', () => {
  it('the server names a read-only DATA_DIR (EROFS at the fs boundary)', () => {
    const parent = tempDir();
    const dir = path.join(parent, 'data');
    const lift = denyWrites(parent, 'EROFS');
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(`DATA_DIR ${dir} is read-only: EROFS: read-only file system, mkdir '${dir}'`);
    } finally {
      lift();
    }
  });

  it('the server names a DATA_DIR it may not write (EACCES at the fs boundary)', () => {
    const dir = tempDir();
    const lift = denyWrites(dir, 'EACCES');
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(`DATA_DIR ${dir} is not writable: EACCES: permission denied, open '${dir}/server.pid'`);
    } finally {
      lift();
    }
  });

  it('PGlite on a read-only DATA_DIR says so, not "Failed query: CREATE SCHEMA …" (EROFS at the fs boundary)', async () => {
    const dir = tempDir();
    const lift = denyWrites(dir, 'EROFS');
    try {
      const opening = openDatabase({ dataDir: dir });
      await expect(opening).rejects.toThrow(`DATA_DIR ${dir} is read-only`);
      await expect(opening).rejects.not.toThrow(NO_SQL);
    } finally {
      lift();
    }
  });

  it.runIf(process.getuid?.() !== 0)('PGlite on a folder without write permission (chmod, as a user that is not root)', async () => {
    const dir = path.join(tempDir(), 'locked');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    cleanups.push(() => chmodSync(dir, 0o755));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`DATA_DIR ${dir} is not writable: permission denied`);
  });
});

describe('a full disk during an import', () => {
  // The import that meets the full disk is the mini fixture's (writeFixtureData), over the real data: it writes from its
  // first statements (the real data's schools leave) and parses next to nothing, where the real data's two imports
  // took 15 s of a slow host's run.
  it('on PGlite: refused with "the disk is full", no SQL or parameters, the data kept (ENOSPC at the fs boundary)', async () => {
    const dir = tempDir();
    const dataDir = tempDir();
    writeFixtureData(dataDir);
    const fixture = { dataDir, ...OVER_ANY_DATA };
    const disk = diskUnder(dir);
    cleanups.push(disk.restore);
    const handle = await openDatabase({ dataDir: dir, loadDataDir: new Blob([readFileSync(SNAPSHOT_FILE)]) });
    cleanups.push(() => handle.close());
    const before = await fingerprint(handle);
    const lines: string[] = [];
    disk.fill();
    const error = await runImport(handle, { ...fixture, log: (line) => lines.push(line) }).catch((e: Error) => e);
    disk.free();
    expect((error as Error).message).toMatch(
      new RegExp(`^the disk is full: DATA_DIR ${dir}: could not extend file "base/\\d+/\\d+": No space left on device`),
    );
    expect((error as Error).message).not.toMatch(NO_SQL);
    expect(lines.join('\n')).not.toMatch(NO_SQL);
    expect(await fingerprint(handle)).toBe(before);
    expect(await lastImport(handle)).toMatchObject({ successful: false, errorMessage: (error as Error).message });
    // Freed, the same import goes through.
    const { written } = await runImport(handle, fixture);
    expect(written.left).toBeGreaterThan(1000);
    expect(await fingerprint(handle)).not.toBe(before);
    expect(await lastImport(handle)).toMatchObject({ successful: true });
  });

  const postgres = testDatabases().find((d) => d.name === 'postgres');
  it.runIf(postgres)('on PostgreSQL: the server’s disk full (SQLSTATE 53100) fails the import plainly and records it', async () => {
    const handle = await postgres!.open();
    cleanups.push(() => handle.close());
    const before = await fingerprint(handle);
    const { id: lastId } = await lastImport(handle);
    // The server's own error for a full disk, raised where it would come: writing the schools.
    await handle.db.execute(sql.raw(`
      create function test_disk_full() returns trigger language plpgsql as $$ begin
        raise exception using errcode = 'disk_full', message = 'could not extend file "base/16384/16390": No space left on device',
          hint = 'Check free disk space.';
      end $$;
      create trigger test_disk_full before insert on schools for each row execute function test_disk_full();`));
    cleanups.push(async () => {
      await handle.db.execute(sql.raw('drop trigger if exists test_disk_full on schools; drop function if exists test_disk_full();'));
      await handle.db.delete(importStats).where(gt(importStats.id, lastId));
    });
    const error = await runImport(handle, { dataDir: SHARED_DATA_DIR }).catch((e: Error) => e);
    const expected = 'the disk is full: the PostgreSQL server: could not extend file "base/16384/16390": No space left on device';
    expect((error as Error).message).toBe(expected);
    expect(await lastImport(handle)).toMatchObject({ successful: false, errorMessage: expected });
    expect(await fingerprint(handle)).toBe(before);
  });
});
