// The PGlite data folder belongs to one process: the server writes ${DATA_DIR}/server.pid, the CLI checks it.
// The file holds the pid and, on Linux, the process's start time, so that a pid the system gave to another
// process after a crash (kill -9, a container restarted with the same pids) does not count as the server,
// nor does a killed server that its parent has not reaped yet (a zombie).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { plainError } from '../db/database-errors.ts';

export const PID_FILE = 'server.pid';

/** /proc/<pid>/stat: the state letter and the start time (clock ticks since boot); null off Linux or when gone. */
function procStat(pid: number): { state: string; startTime: string } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) S ppid …": comm may hold spaces and parentheses; the fields after the last ")" are fixed.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

const hasProc = () => procStat(process.pid) !== null;

/** This process's start time, written beside its pid; empty off Linux. */
const ownStartTime = () => procStat(process.pid)?.startTime ?? '';

/** A node process (its program name), for pid files written before the start time was recorded. */
function isNodeProcess(pid: number): boolean {
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /(^|\/)node[\d.]*$/.test(program);
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process the pid file names is still the server that wrote it. */
function isHolder(pid: number, startTime: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  if (!hasProc()) return true; // no /proc (macOS): a live pid is all we can tell
  const stat = procStat(pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false; // gone, or killed and not yet reaped
  return startTime ? stat.startTime === startTime : isNodeProcess(pid);
}

/** The pid of a live server holding the folder, or null (no file, unreadable, or a stale pid). */
export function serverHoldingDataDir(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const [pidText, startTime] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isHolder(pid, startTime) ? pid : null;
}

/** Throws the CLI's message when a live server holds the folder. */
export function assertDataDirFree(dataDir: string): void {
  const pid = serverHoldingDataDir(dataDir);
  if (pid !== null) {
    throw new Error(`The server is running on this data folder (pid ${pid}); stop it first or use DATABASE_URL`);
  }
}

/**
 * Claims the folder for this process (the server): creates it, writes server.pid, removed again by the returned
 * release function and at process exit. Throws when another live process holds it, and says plainly when the
 * folder cannot be written (read-only, no permission, a file in the way, a full disk).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw plainError(error, `DATA_DIR ${dataDir}`);
  }
  const holder = serverHoldingDataDir(dataDir);
  if (holder !== null) {
    throw new Error(`Another server is running on this data folder (pid ${holder}); stop it first`);
  }
  try {
    writeFileSync(file, `${process.pid} ${ownStartTime()}`.trim() + '\n');
  } catch (error) {
    throw plainError(error, `DATA_DIR ${dataDir}`);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    releaseDataDirLock(dataDir);
  };
  process.on('exit', release);
  return release;
}

/** Removes server.pid when it is this process's. */
export function releaseDataDirLock(dataDir: string): void {
  const file = path.join(dataDir, PID_FILE);
  try {
    if (readFileSync(file, 'utf8').trim().split(/\s+/)[0] === String(process.pid)) rmSync(file);
  } catch {
    // already gone
  }
}
