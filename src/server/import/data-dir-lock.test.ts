import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PID_FILE, acquireDataDirLock, assertDataDirFree, serverHoldingDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('is free without a pid file or with a stale pid', () => {
    const dir = tempDir();
    expect(serverHoldingDataDir(dir)).toBeNull();
    writeFileSync(path.join(dir, PID_FILE), '999999999\n');
    expect(serverHoldingDataDir(dir)).toBeNull();
    expect(() => assertDataDirFree(dir)).not.toThrow();
  });

  it('reports a live server with the CLI message', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, PID_FILE), `${process.ppid}\n`);
    expect(serverHoldingDataDir(dir)).toBe(process.ppid);
    expect(() => assertDataDirFree(dir)).toThrow(
      `The server is running on this data folder (pid ${process.ppid}); stop it first or use DATABASE_URL`,
    );
  });

  it('acquires and releases the folder for this process', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, PID_FILE), 'utf8').split(' ')[0]!.trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, PID_FILE))).toBe(false);
  });
});

describe.runIf(existsSync('/proc/self/stat'))('data folder lock after a crash (Linux)', () => {
  const startTimeOf = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  };

  it('records the start time beside the pid and holds the folder while that process lives', () => {
    const mine = tempDir();
    const release = acquireDataDirLock(mine);
    expect(readFileSync(path.join(mine, PID_FILE), 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}\n`);
    release();
    const dir = tempDir();
    writeFileSync(path.join(dir, PID_FILE), `${process.ppid} ${startTimeOf(process.ppid)}\n`);
    expect(serverHoldingDataDir(dir)).toBe(process.ppid);
  });

  it('is free when the pid now belongs to a process started at another time (the pid was reused)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, PID_FILE), `${process.ppid} 1\n`);
    expect(serverHoldingDataDir(dir)).toBeNull();
  });

  it('is free when a pid file without a start time names a live process that is not node', async () => {
    const dir = tempDir();
    const sleeper = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve));
      writeFileSync(path.join(dir, PID_FILE), `${sleeper.pid}\n`);
      expect(serverHoldingDataDir(dir)).toBeNull();
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});
