// The PGlite data folder belongs to one process: the server writes ${DATA_DIR}/server.pid, the CLI checks it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PID_FILE = 'server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server holding the folder, or null (no file, unreadable, or a stale pid). */
export function serverHoldingDataDir(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Throws the CLI's message when a live server holds the folder. */
export function assertDataDirFree(dataDir: string): void {
  const pid = serverHoldingDataDir(dataDir);
  if (pid !== null) {
    throw new Error(`The server is running on this data folder (pid ${pid}); stop it first or use DATABASE_URL`);
  }
}

/**
 * Claims the folder for this process (the server): writes server.pid, removed again by the returned
 * release function and at process exit. Throws when another live process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const holder = serverHoldingDataDir(dataDir);
  if (holder !== null) {
    throw new Error(`Another server is running on this data folder (pid ${holder}); stop it first`);
  }
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
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
    if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
  } catch {
    // already gone
  }
}
