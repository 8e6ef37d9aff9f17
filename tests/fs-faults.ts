// Faults injected at the file-system boundary, for what a test running as root cannot produce for real (root writes
// through chmod, and a full disk cannot be made safely): Node's own fs functions are replaced, for paths under one
// folder, by ones that fail with the error the system would give (same code, errno, syscall and message). PGlite's
// file system (Emscripten NODEFS) calls these same functions, so the database sees the failure as from the disk.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const ERRNO = { EROFS: [-30, 'read-only file system'], EACCES: [-13, 'permission denied'], ENOSPC: [-28, 'no space left on device'] } as const;
export type Fault = keyof typeof ERRNO;

function systemError(code: Fault, syscall: string, file?: string): NodeJS.ErrnoException {
  const [errno, text] = ERRNO[code];
  const error: NodeJS.ErrnoException = new Error(`${code}: ${text}, ${syscall}${file ? ` '${file}'` : ''}`);
  Object.assign(error, { code, errno, syscall, ...(file ? { path: file } : {}) });
  return error;
}

type AnyFunction = (...args: unknown[]) => unknown;
const patch = (name: string, replacement: (original: AnyFunction) => AnyFunction): (() => void) => {
  const target = fs as unknown as Record<string, AnyFunction>;
  const original = target[name]!;
  target[name] = replacement(original);
  syncBuiltinESMExports();
  return () => {
    target[name] = original;
    syncBuiltinESMExports();
  };
};

/**
 * A read-only folder (EROFS) or one this user may not write (EACCES): creating, opening for writing, renaming
 * and removing anything under `folder` fail. Returns the function that lifts the fault.
 */
export function denyWrites(folder: string, code: Extract<Fault, 'EROFS' | 'EACCES'>): () => void {
  const root = path.resolve(folder);
  const inside = (file: unknown) => typeof file === 'string' && path.resolve(file).startsWith(root);
  const failing = (syscall: string, writes: (args: unknown[]) => boolean) => (original: AnyFunction) =>
    function (this: unknown, ...args: unknown[]) {
      if (inside(args[0]) && writes(args)) throw systemError(code, syscall, String(args[0]));
      return original.apply(this, args);
    };
  const always = () => true;
  const openForWriting = (args: unknown[]) => !(args[1] === undefined || args[1] === 'r' || args[1] === fs.constants.O_RDONLY);
  // mkdir of a folder that exists succeeds even on a read-only file system (EEXIST comes first).
  const restores = [
    patch('mkdirSync', failing('mkdir', (args) => !fs.existsSync(args[0] as string))),
    patch('writeFileSync', failing('open', always)),
    patch('openSync', failing('open', openForWriting)),
    patch('renameSync', failing('rename', always)),
    patch('unlinkSync', failing('unlink', always)),
    patch('rmdirSync', failing('rmdir', always)),
  ];
  return () => restores.reverse().forEach((restore) => restore());
}

/**
 * The disk under `folder`, which `fill()` makes full: a write that would make a file opened under it grow fails with
 * ENOSPC until `free()`. Call it before the database opens its files (PGlite keeps them open). `restore()` removes the patches.
 */
export function diskUnder(folder: string): { fill(): void; free(): void; restore(): void } {
  const root = path.resolve(folder);
  const inside = (file: unknown) => typeof file === 'string' && path.resolve(file).startsWith(root);
  const files = new Set<number>();
  let full = false;
  const restoreOpen = patch('openSync', (original) =>
    function (this: unknown, ...args: unknown[]) {
      const fd = original.apply(this, args) as number;
      if (inside(args[0])) files.add(fd);
      return fd;
    },
  );
  // As on a full ext4 or xfs: writing over blocks a file has succeeds, growing it fails.
  const grows = (fd: number, length: unknown, position: unknown) =>
    typeof position !== 'number' || position + Number(length) > fs.fstatSync(fd).size;
  const restoreWrite = patch('writeSync', (original) =>
    function (this: unknown, ...args: unknown[]) {
      const [fd, , , length, position] = args as [number, unknown, unknown, unknown, unknown];
      if (full && files.has(fd) && grows(fd, length, position)) throw systemError('ENOSPC', 'write');
      return original.apply(this, args);
    },
  );
  const restoreWriteFile = patch('writeFileSync', (original) =>
    function (this: unknown, ...args: unknown[]) {
      if (full && inside(args[0])) throw systemError('ENOSPC', 'write', String(args[0]));
      return original.apply(this, args);
    },
  );
  return {
    fill: () => (full = true),
    free: () => (full = false),
    restore: () => [restoreWriteFile, restoreWrite, restoreOpen].forEach((restore) => restore()),
  };
}
