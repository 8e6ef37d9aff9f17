// Starts the real production server (built client, embedded PGlite, real data) as a child process,
// used by the e2e global setup and the benchmarks. DATA_DIR is emptied first, so the server imports the data
// with the importer of this checkout, never a folder left by an older run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export type StartedServer = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

/** The CPU time a process has used (Linux /proc: user and system ticks), or undefined where it cannot be read. */
function cpuTicks(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server answers its health check, however long its first import takes on a slow or busy host: no
 * deadline. It fails when the server exits, or when it stalls: no CPU time used for STALL_MS while it does not
 * answer (a server starved by other work still gets some; a deadlock gets none), where the system says (Linux).
 */
const STALL_MS = 60_000;
export async function waitForHealth(baseUrl: string, child: ChildProcess) {
  let ticks = cpuTicks(child.pid);
  let progressAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    const now = cpuTicks(child.pid);
    if (now === undefined || now !== ticks) [ticks, progressAt] = [now, Date.now()]; // unreadable: no stall told
    else if (Date.now() - progressAt > STALL_MS) throw new Error(`${baseUrl}/api/health: the server used no CPU for ${STALL_MS / 1000} s without answering`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * node itself running the server (not an npx or npm wrapper, so that the PID held is the server's own), with this
 * environment and node's `flags`: the child, and `stop` (SIGTERM, SIGKILL after 10 s). If this process exits first,
 * the server is stopped too (it would hold DATA_DIR).
 */
export function spawnServer(env: NodeJS.ProcessEnv, { flags = [], stdout = 'inherit' }: { flags?: string[]; stdout?: 'inherit' | 'pipe' } = {}) {
  const child = spawn(process.execPath, [...flags, 'src/server/main.ts'], { env, stdio: ['ignore', stdout, 'inherit'] });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop };
}

/**
 * How `npm start` runs node (package.json: `NAME=value … exec node <flags> src/server/main.ts`): its variables and
 * node's flags, so that what measures the production server (the soak, bench:api) runs it as production does.
 */
export function npmStartCommand(): { env: Record<string, string>; flags: string[] } {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  const match = /^((?:\w+=\S*\s+)*)(?:exec\s+)?node((?:\s+--\S+)*)\s+src\/server\/main\.ts$/.exec(start.trim());
  if (!match) throw new Error(`package.json's start script is not [NAME=value …] [exec] node [--flag …] src/server/main.ts: ${start}`);
  const env = Object.fromEntries(match[1]!.trim().split(/\s+/).filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
  return { env, flags: match[2]!.trim().split(/\s+/).filter(Boolean) };
}

export type ServerOptions = {
  port: number;
  dataDir: string;
  /** The address lookup (ALS) the server calls for /api/address: a local stand-in in tests, or 'off'. */
  addressLookupUrl?: string;
  /** The server's log level and its stdout (default: warn, inherited); bench:api reads it through a pipe, as a log collector would. */
  log?: { level: string; stdout: 'pipe' };
  /** The official files to import (default: SCHOOLS_DATA_DIR or ../shared/data); a test's own altered copy. */
  schoolsDataDir?: string;
  /** More of the server's environment (bench:overload turns shedding off and on). */
  env?: Record<string, string>;
  /**
   * Shedding under overload as in production (default: off): the suites beside the browser tests keep the host busy,
   * and a lag of theirs must not fail a page. The benchmarks of the server's own speed turn it on.
   */
  shedding?: boolean;
  /** node's flags and variables of `npm start` (npmStartCommand), as the benchmarks of the server's own speed run it;
   * the tests' servers run without them (decision record 030). */
  asNpmStart?: boolean;
};

export async function startServer({ port, dataDir, addressLookupUrl, log, schoolsDataDir, env, shedding = false, asNpmStart = false }: ServerOptions): Promise<StartedServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another server on the port (an earlier run still going) would answer the health check in this one's place.
  const occupied = await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`${baseUrl} already answers: another server holds port ${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const npmStart = asNpmStart ? npmStartCommand() : { env: {}, flags: [] };
  const { child, stop } = spawnServer(
    {
      ...process.env,
      ...npmStart.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve(dataDir),
      SCHOOLS_DATA_DIR: path.resolve(schoolsDataDir ?? (process.env.SCHOOLS_DATA_DIR || '../shared/data')),
      LOG_LEVEL: log?.level ?? 'warn',
      DATABASE_URL: '',
      // The browser tests and bench:api send far more from 127.0.0.1 than the default 600 a minute: bench:api about 50,000
      // a second on a fast host, over a million a minute, so a limit no run reaches (the limiter still counts each one).
      RATE_LIMIT_MAX: '1000000000',
      ...(shedding ? {} : { OVERLOAD_EVENT_LOOP_DELAY: 'off' }),
      ...(addressLookupUrl ? { ADDRESS_LOOKUP_URL: addressLookupUrl } : {}),
      ...env,
    },
    { stdout: log?.stdout, flags: npmStart.flags },
  );
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, stop };
}
