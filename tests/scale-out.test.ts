// Scale-out: nginx (deploy/nginx.conf.template) in front of two production server processes on one PostgreSQL
// database. Under steady load through nginx (300 requests a second), one server is stopped with SIGTERM and started
// again on its port, and an import runs; the load goes on until both are done and 2 s more (at most 9,000 requests):
// every request is answered with a 2xx, and both processes end up serving the new data version. How fast the host
// serves them is not asserted (bench/ measures that).
// Needs nginx (scripts/ensure-system.sh installs it): skipped without it, a failure with CI=true.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RUN, SHARED_DATA_DIR, TEST_DATABASE, dropPostgresDatabase, postgresUrlFor, recreatePostgresDatabase } from './databases.ts';
import { freePort } from './server-process.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const IN_CI = process.env.CI === 'true';
const DATABASE = `hk_school_guide_scale${RUN && `_${RUN.toLowerCase()}`}`;
const DATABASE_URL = postgresUrlFor(DATABASE);
/** At most 300 a second: the load lasts until the restart and the import are done (30 s at most). */
const MAX_REQUESTS = 9_000;
const AFTER_MS = 2_000;
const RESTART_AT_MS = 3_000;
const IMPORT_AT_MS = 6_000;

if (!NGINX && !IN_CI) {
  console.warn('tests/scale-out.test.ts skipped: nginx is not installed (bash scripts/ensure-system.sh installs it)');
}

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production', // no dist/client is needed: the test asks only for /api routes
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL,
    SCHOOLS_DATA_DIR: SHARED_DATA_DIR,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: 'off',
    TRUST_PROXY: '127.0.0.1',
    ADDRESS_LOOKUP_URL: 'off',
    REDIS_URL: '',
    // Not shedding on the event loop's lag: the other suites keep this host busy, and both processes lagging at once
    // would fail requests that the test expects answered. Shedding behind nginx is the second test's, made on purpose.
    OVERLOAD_EVENT_LOOP_DELAY: 'off',
  };
}

// node itself (not npx or npm), so that the pid held is the server's.
const startServer = (port: number, env: NodeJS.ProcessEnv = {}) => run(process.execPath, ['src/server/main.ts'], { ...serverEnv(port), ...env });

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, proc?: Proc): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${what}: the process exited (${proc.child.exitCode}): ${proc.output()}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${proc ? `: ${proc.output()}` : ''}`);
}

interface Ready {
  dataVersion: number;
}
async function ready(port: number): Promise<Ready | undefined> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
  return response.ok ? ((await response.json()) as Ready) : undefined;
}

async function stop(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await proc.exited;
  clearTimeout(timer);
}

/** The template with its ${NAME} placeholders filled in (nginx's own $variables are left alone). */
export function renderNginxConf(values: Record<string, string>): string {
  const template = readFileSync('deploy/nginx.conf.template', 'utf8');
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name: string) => {
    // The comments mention the names too; only the directives need values.
    return values[name] ?? whole;
  });
}

describe.runIf(inject('postgresReady') && (NGINX !== undefined || IN_CI))('scale-out behind nginx', () => {
  const ports = { a: 0, b: 0, nginx: 0 };
  const servers: { a?: Proc; b?: Proc } = {};
  let nginx: Proc | undefined;
  let prefix = '';

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is required in CI (bash scripts/ensure-system.sh installs it)');
    await recreatePostgresDatabase(DATABASE, TEST_DATABASE); // the imported data (global-setup.ts): no import before the test
    [ports.a, ports.b, ports.nginx] = [await freePort(), await freePort(), await freePort()];
    servers.a = startServer(ports.a);
    servers.b = startServer(ports.b);
    await waitFor('server A ready', 180_000, () => ready(ports.a), servers.a);
    await waitFor('server B ready', 180_000, () => ready(ports.b), servers.b);

    prefix = mkdtempSync(path.join(os.tmpdir(), 'schools-nginx-'));
    mkdirSync(path.join(prefix, 'logs'));
    mkdirSync(path.join(prefix, 'temp'));
    const conf = renderNginxConf({
      LISTEN: `127.0.0.1:${ports.nginx}`,
      SERVER_1: `127.0.0.1:${ports.a}`,
      SERVER_2: `127.0.0.1:${ports.b}`,
    });
    expect(conf).not.toMatch(/^\s*[^#\s][^#\n]*\$\{/m); // every placeholder outside comments is filled in
    writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    const errorLog = path.join(prefix, 'logs', 'error.log');
    nginx = run(NGINX, ['-p', prefix, '-e', errorLog, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], process.env);
    await waitFor('nginx answering', 60_000, () => ready(ports.nginx), nginx);
  }, 300_000);

  afterAll(async () => {
    await stop(nginx, 'SIGQUIT');
    await Promise.all([stop(servers.a), stop(servers.b)]);
    if (prefix) rmSync(prefix, { recursive: true, force: true });
    await dropPostgresDatabase(DATABASE);
  }, 300_000);

  it('serves every request while a server restarts and the data is imported again', async () => {
    const before = (await ready(ports.a))!.dataVersion;
    expect((await ready(ports.b))!.dataVersion).toBe(before);
    const list = (await (await fetch(`http://127.0.0.1:${ports.nginx}/api/schools?limit=9`)).json()) as {
      schools: { id: number | string }[];
    };
    const ids = list.schools.slice(0, 3).map((school) => school.id);
    expect(ids.length).toBe(3);

    const started = Date.now();
    const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())));
    let load!: autocannon.Instance;
    const loaded = new Promise<autocannon.Result>((resolve, reject) => {
      load = autocannon(
        {
          url: `http://127.0.0.1:${ports.nginx}`,
          connections: 10,
          overallRate: 300,
          amount: MAX_REQUESTS,
          timeout: 120, // seconds, per request: only against a hang
          requests: [
            { method: 'GET', path: '/api/schools?limit=9' },
            { method: 'GET', path: '/api/counts' },
            ...ids.map((id) => ({ method: 'GET' as const, path: `/api/schools/${id}` })),
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });

    const restart = (async () => {
      await at(RESTART_AT_MS);
      const signalled = Date.now();
      const old = servers.b!;
      old.child.kill('SIGTERM');
      const exit = await old.exited;
      const stoppedMs = Date.now() - signalled;
      servers.b = startServer(ports.b);
      await waitFor('server B ready again', 60_000, () => ready(ports.b), servers.b);
      return { exit, stoppedMs, readyAgainMs: Date.now() - signalled };
    })();

    const reimport = (async () => {
      await at(IMPORT_AT_MS);
      const importer = run(process.execPath, ['src/server/import/cli.ts'], serverEnv(ports.a)); // PORT is only checked
      const t0 = Date.now();
      const exit = await importer.exited;
      return { exit, ms: Date.now() - t0, output: importer.output() };
    })();

    const [restarted, imported] = await Promise.all([restart, reimport]);
    // Both done under load: a little more, then the load stops (it stops by itself at MAX_REQUESTS).
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    load.stop();
    const result = await loaded;
    // nginx logs each request it sent on to the other server ("upstream prematurely closed", "connect() failed").
    const retried = readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8').split('\n').filter((line) => line.includes('upstream')).length;

    console.log(
      `scale-out: ${result.requests.total} requests answered in ${result.duration} s, ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ` +
        `${result.errors} errors, ${result.timeouts} timeouts; server B stopped ${restarted.stoppedMs} ms after SIGTERM ` +
        `(exit ${restarted.exit.code}), ready again after ${restarted.readyAgainMs} ms; import took ${imported.ms} ms; ` +
        `nginx logged ${retried} upstream failures`,
    );
    expect(imported.exit.code, imported.output).toBe(0);
    expect(restarted.exit.code).toBe(0);
    // Every request sent was answered, each with a 2xx (autocannon's own `sent` counts requests it never sends).
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(0);
    expect(result['2xx']).toBe(result.requests.total);

    // The import's version reaches both processes (NOTIFY), the restarted one included.
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: number }>('select max(id) as id from import_stats where successful');
    await client.end();
    const latest = Number(rows[0]!.id);
    expect(latest).toBeGreaterThan(before);
    for (const port of [ports.a, ports.b]) {
      await waitFor(`port ${port} on data version ${latest}`, 60_000, async () =>
        (await ready(port))?.dataVersion === latest ? true : undefined,
      );
    }
    expect(servers.b!.child.exitCode).toBeNull();
  }, 300_000);

  it('sends a request that one server sheds (503, overloaded) to the other', async () => {
    // Server B again, with a heap limit every heap is over: it sheds every request but the health checks.
    await stop(servers.b);
    servers.b = startServer(ports.b, { OVERLOAD_HEAP_MB: '1' });
    await waitFor('server B ready', 180_000, () => ready(ports.b), servers.b);
    const shed = await waitFor('server B shedding', 60_000, async () => {
      const response = await fetch(`http://127.0.0.1:${ports.b}/api/counts`);
      return response.status === 503 ? response : undefined;
    });
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(((await shed.json()) as { message: string }).message).toMatch(/^The server is overloaded/);
    expect((await fetch(`http://127.0.0.1:${ports.b}/api/health`)).status).toBe(503); // its health says so

    // Through nginx, every request is answered, by server A: one sent to B first is sent on to A, and nginx leaves B out
    // for a while (its error log says so, naming B).
    const errorLog = path.join(prefix, 'logs', 'error.log');
    const logged = readFileSync(errorLog, 'utf8').length;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`http://127.0.0.1:${ports.nginx}/api/counts`)).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    const newLines = readFileSync(errorLog, 'utf8').slice(logged);
    expect(newLines).toMatch(new RegExp(`upstream server temporarily disabled.*127\\.0\\.0\\.1:${ports.b}/api/counts`));
  }, 300_000);
});
