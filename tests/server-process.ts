// Server processes for the lifecycle tests: a data folder seeded from the test snapshot, free ports, `npm start`
// or node itself, waiting for /api/health/ready, and a stand-in for the address lookup (ALS) that answers when told.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHARED_DATA_DIR, SNAPSHOT_FILE } from './databases.ts';

const execFileAsync = promisify(execFile);

/** The folder seeded once per worker that seededDataDir copies. */
let template: Promise<string> | undefined;

/**
 * A PGlite data folder holding the imported test data (so the server starts without importing): a file copy of one
 * folder seeded from the test snapshot once per worker. A copy of the folder's files costs a tenth of opening PGlite
 * (decision record 024).
 */
export async function seededDataDir(): Promise<string> {
  template ??= seedTemplate();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-server-'));
  cpSync(await template, dir, { recursive: true });
  return dir;
}

/**
 * The snapshot is a tar of the data folder, which PGlite's loadDataDir only unpacks before it starts: tar unpacks it
 * in about 0.1 core-seconds, where opening and closing PGlite on it took 2.5.
 */
async function seedTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-seed-'));
  await execFileAsync('tar', ['-xf', SNAPSHOT_FILE, '-C', dir]); // its members' leading "/" is dropped
  return dir;
}

/** Removes the seeded folder after the file that used it: an 'exit' hook does not run in Vitest's workers (one was left per run). */
export async function removeSeededTemplate(): Promise<void> {
  const dir = await template?.catch(() => undefined);
  template = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on the port any more. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `npm start` serves dist/: built once here when a clean clone has none (npm test builds before e2e only). */
export function ensureClientBuilt(): void {
  if (existsSync('dist/server/entry-server.js')) return;
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore', timeout: 300_000 }); // production whatever NODE_ENV (scripts/build.ts)
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** stdout and stderr so far, for failure messages. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills the server: npm's whole process group when started through npm (startWithNpm), else the process. */
  kill: (signal: NodeJS.Signals) => void;
}

function serverEnv(dataDir: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SCHOOLS_DATA_DIR: SHARED_DATA_DIR,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ADDRESS_LOOKUP_URL: 'off',
    ...extra,
  };
}

function track(child: ChildProcess, port: number, group = false): ServerProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = (signal: NodeJS.Signals) => (group ? process.kill(-child.pid!, signal) : child.kill(signal));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited, kill };
}

/**
 * The documented `npm start`: npm runs the start script, whose shell execs node, exactly as in production; without
 * its prestart (the Node check and the build, done once by ensureClientBuilt) unless `prestart` is set.
 */
export function startWithNpm(dataDir: string, port: number, extra: Record<string, string> = {}, prestart = false): ServerProcess {
  const args = prestart ? ['start'] : ['start', '--ignore-scripts'];
  // A process group of its own (npm, the script's shell, node): stopping the group stops the server too, where a
  // SIGKILL to npm alone left node running after the test, its parent gone.
  const child = spawn('npm', args, { env: serverEnv(dataDir, port, extra), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return track(child, port, true);
}

/** node itself running the server (as e2e/server.ts does): the child's pid is the server's. */
export function startWithNode(dataDir: string, port: number, extra: Record<string, string> = {}): ServerProcess {
  const env = { ...serverEnv(dataDir, port, extra), NODE_ENV: 'production' };
  const child = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return track(child, port);
}

/**
 * The server started by a parent that never reaps its children (`exec sleep`), as a container's PID 1 that is not
 * an init: once killed, the server stays a zombie that `kill(pid, 0)` still finds. Resolves the server's pid.
 */
export function startUnderNonReapingParent(dataDir: string, port: number): { parent: ServerProcess; serverPid: Promise<number> } {
  const env = { ...serverEnv(dataDir, port, {}), NODE_ENV: 'production' };
  const script = `"${process.execPath}" src/server/main.ts & echo "pid $!"; exec sleep 600`;
  const child = spawn('sh', ['-c', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const parent = track(child, port);
  const serverPid = new Promise<number>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /pid (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  return { parent, serverPid };
}

/** Resolves once /api/health/ready answers 200; throws when the process exits or the time runs out. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/**
 * A stand-in for ALS that holds its answer (the recorded 沙田正街 lookup) until `release` is called, so that a request
 * waits on it as long as a test needs; `received` resolves on the first call.
 */
export async function heldAddressLookup() {
  const answer = readFileSync('src/server/places/fixtures/als-sha-tin-centre-street.json');
  let onReceived: () => void = () => {};
  const received = new Promise<void>((resolve) => (onReceived = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createHttpServer((_request, response) => {
    onReceived();
    void released.then(() => response.writeHead(200, { 'content-type': 'application/json' }).end(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const close = () => {
    release();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${port}/lookup`, received, release, close };
}

/** Whether a process with this pid exists (a zombie counts: it is reaped only by its parent). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
