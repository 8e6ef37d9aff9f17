import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { PlainError, plainError, withoutServerPaths } from './database-errors.ts';

/** PostgreSQL's error as the drivers give it: a SQLSTATE code and the server's message. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });
const failedInsert = (cause: unknown) =>
  new DrizzleQueryError('insert into "schools" ("name", "phone") values ($1, $2)', ['仁濟醫院蔡衍濤小學', '26566116'], cause as Error);

describe('plainError', () => {
  it('keeps the driver’s code and message and drops the SQL and its parameters', () => {
    const error = plainError(failedInsert(pgError('23505', 'duplicate key value violates unique constraint "schools_school_no_unique"')));
    expect(error).toBeInstanceOf(PlainError);
    expect(error.message).toBe('duplicate key value violates unique constraint "schools_school_no_unique" (23505)');
    expect(error).toMatchObject({ code: '23505' });
    expect(JSON.stringify({ ...error, message: error.message, cause: error.cause })).not.toMatch(/insert|26566116|仁濟/);
  });

  it('says the disk is full: SQLSTATE 53100, ENOSPC, or the system’s words in a server message', () => {
    const extend = 'could not extend file "base/5/16498": No space left on device';
    expect(plainError(failedInsert(pgError('53100', extend)), 'DATA_DIR /srv/data').message).toBe(
      `the disk is full: DATA_DIR /srv/data: ${extend}`,
    );
    const enospc = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: 'ENOSPC', syscall: 'write' });
    expect(plainError(enospc, 'DATA_DIR /d').message).toBe('the disk is full: DATA_DIR /d: ENOSPC: no space left on device, write');
    expect(plainError(pgError('58030', 'could not write to file "pg_wal/x": No space left on device')).message).toMatch(/^the disk is full: /);
  });

  it('says a folder is read-only or not writable, from Node’s errors and from PGlite’s file system (Emscripten errno)', () => {
    const erofs = Object.assign(new Error("EROFS: read-only file system, mkdir '/ro/data'"), { code: 'EROFS' });
    expect(plainError(erofs, 'DATA_DIR /ro/data').message).toBe("DATA_DIR /ro/data is read-only: EROFS: read-only file system, mkdir '/ro/data'");
    // What PGlite gives for a folder it may not write (measured as a user that is not root): errno 2 is EACCES.
    const wasm = Object.assign(new Error(), { name: 'ErrnoError', errno: 2, message: '' });
    const migrate = new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], wasm);
    expect(plainError(migrate, 'DATA_DIR /d').message).toBe('DATA_DIR /d is not writable: permission denied');
    const enotdir = Object.assign(new Error("ENOTDIR: not a directory, mkdir '/f/data'"), { code: 'ENOTDIR' });
    expect(plainError(enotdir, 'DATA_DIR /f/data').message).toBe(
      "DATA_DIR /f/data is not writable: a file is where a folder should be (ENOTDIR: not a directory, mkdir '/f/data')",
    );
  });

  it('says the connection was lost (a terminated backend, a dropped socket) or could not be made (refused)', () => {
    const terminated = pgError('57P01', 'terminating connection due to administrator command');
    expect(plainError(failedInsert(terminated)).message).toBe(
      'the connection to the database was lost: terminating connection due to administrator command',
    );
    expect(plainError(failedInsert(new Error('Connection terminated unexpectedly'))).message).toBe(
      'the connection to the database was lost: Connection terminated unexpectedly',
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(plainError(refused)).toMatchObject({ message: 'the database cannot be reached: connect ECONNREFUSED 127.0.0.1:1', code: 'ECONNREFUSED' });
  });

  it('leaves other errors as they are', () => {
    const error = new Error('edb/KGP_2025_tc.csv: 300 records, under 90% of the 962 the last import read');
    expect(plainError(error)).toBe(error);
  });
});

describe('withoutServerPaths', () => {
  it('replaces absolute folders, keeps relative file names and URLs', () => {
    expect(withoutServerPaths('edb/SCH_LOC_EDB.csv not found in /srv/app/data; download of https://www.edb.gov.hk/x.csv failed')).toBe(
      'edb/SCH_LOC_EDB.csv not found in …; download of https://www.edb.gov.hk/x.csv failed',
    );
    expect(withoutServerPaths("the disk is full: DATA_DIR /var/lib/schools: could not extend file \"base/5/1\"")).toBe(
      'the disk is full: DATA_DIR …: could not extend file "base/5/1"',
    );
    expect(withoutServerPaths("EROFS: read-only file system, mkdir '/ro/data'")).toBe("EROFS: read-only file system, mkdir '…'");
    expect(withoutServerPaths('DATA_DIR C:\\app\\data is read-only')).toBe('DATA_DIR … is read-only');
  });
});
