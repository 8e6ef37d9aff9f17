// Database and disk errors said plainly. Drizzle's DrizzleQueryError carries the SQL and its parameters
// (every value of an insert batch) in its message and properties: it never reaches a log or a stored message.
// plainError keeps the driver's code and message only, and names a full disk or a folder that cannot be written.

/** File-system errno names: Node's codes, and the numbers of PGlite's WebAssembly file system (Emscripten). */
const WASM_ERRNO: Record<number, string> = { 2: 'EACCES', 19: 'EDQUOT', 44: 'ENOENT', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS' };
const ERRNO_TEXT: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  ENOTDIR: 'a file is where a folder should be',
  ENOENT: 'no such file or folder',
};
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', '53100']);
const NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);
/** A server that cannot be reached: refused, unknown, silent, not accepting connections (57P03, 08001, 08004). */
const UNREACHABLE = /^(57P03|08001|08004|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT)$/;
/** A connection that dropped: SQLSTATE class 08, the server shut it (57P01, 57P02, 57P04), a reset socket. */
const CONNECTION_LOST = /^(08...|57P0[124]|ECONNRESET|EPIPE)$/;

/** The start of plainError's message for a connection that dropped or could not be made. */
export const CONNECTION_LOST_MESSAGE = /^the (connection to the database was lost|database cannot be reached): /;

/** An error whose message is safe to log, store and show: no SQL, no parameters. */
export class PlainError extends Error {
  /** The driver's code: a SQLSTATE (53100) or an errno name (ENOSPC); undefined when there was none. */
  readonly code?: string;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'PlainError';
    this.code = code;
  }
}

interface Cause {
  code?: string;
  message: string;
}

/** The driver's error under Drizzle's wrapper: its code (SQLSTATE or errno name) and message. */
function causeOf(error: unknown): Cause {
  let inner: unknown = error;
  // DrizzleQueryError: `Failed query: …\nparams: …` around the driver's error.
  while (inner instanceof Error && inner.message.startsWith('Failed query: ') && inner.cause !== undefined) inner = inner.cause;
  if (!(inner instanceof Error) && !(inner && typeof inner === 'object')) return { message: String(inner) };
  const record = inner as { code?: unknown; errno?: unknown; message?: unknown; name?: unknown };
  const errnoName = typeof record.errno === 'number' && record.name === 'ErrnoError' ? WASM_ERRNO[record.errno] : undefined;
  const code = typeof record.code === 'string' ? record.code : errnoName;
  const text = typeof record.message === 'string' && record.message !== '' ? record.message : '';
  if (text.startsWith('Failed query: ')) return { code, message: 'the database refused a query' };
  return { code, message: text || (code && ERRNO_TEXT[code]) || 'unknown error' };
}

/** The errno behind a message PostgreSQL wrote from the operating system's error ("…: No space left on device"). */
function errnoInText(message: string): string | undefined {
  if (/No space left on device|Disk quota exceeded/i.test(message)) return 'ENOSPC';
  if (/Read-only file system/i.test(message)) return 'EROFS';
  if (/Permission denied/i.test(message)) return 'EACCES';
  return undefined;
}

/**
 * The error said plainly, for logs, the import record and the CLI. `storage` names where the data lives
 * (e.g. `DATA_DIR /srv/data`, `the PostgreSQL server`) for a full disk or a folder that cannot be written.
 * Errors that did not come from the database or the disk keep their message.
 */
export function plainError(error: unknown, storage = 'the database storage'): Error {
  if (error instanceof PlainError) return error;
  const { code, message } = causeOf(error);
  const kind = (code && (DISK_FULL.has(code) || NOT_WRITABLE.has(code)) ? code : undefined) ?? errnoInText(message) ?? code;
  if (kind && DISK_FULL.has(kind)) return new PlainError(`the disk is full: ${storage}: ${message}`, code);
  if (kind === 'ENOTDIR') return new PlainError(`${storage} is not writable: ${ERRNO_TEXT.ENOTDIR} (${message})`, code);
  if (kind === 'EROFS') return new PlainError(`${storage} is read-only: ${message}`, code);
  if (kind && NOT_WRITABLE.has(kind)) return new PlainError(`${storage} is not writable: ${message}`, code);
  if (code && UNREACHABLE.test(code)) return new PlainError(`the database cannot be reached: ${message}`, code);
  if (code && CONNECTION_LOST.test(code)) return new PlainError(`the connection to the database was lost: ${message}`, code);
  if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)) {
    return new PlainError(`the connection to the database was lost: ${message}`, code);
  }
  if (error instanceof Error && !error.message.startsWith('Failed query: ')) return error;
  return new PlainError(code ? `${message} (${code})` : message, code);
}

/** The message of plainError. */
export function plainMessage(error: unknown, storage?: string): string {
  return plainError(error, storage).message;
}

/** Absolute server paths (/srv/app/data, C:\app) replaced by "…", for messages shown to the public. */
export function withoutServerPaths(message: string): string {
  return message
    .replace(/(^|[\s'"(=])(?:\/[^\s'"():,;]+)+/g, '$1…')
    .replace(/(^|[\s'"(=])[A-Za-z]:\\[^\s'"():,;]*/g, '$1…');
}
