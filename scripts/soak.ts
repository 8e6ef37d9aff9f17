// `npm run soak`: the production server as `npm start` runs it (the node flags of package.json's start script), on
// loopback, on PGlite or PostgreSQL (or both), with ../shared/data imported afresh. For each database:
//   1. memory idle: the resident memory (VmRSS in /proc/<pid>/status) and process.memoryUsage()'s parts (heap used and
//      total, external, array buffers; read inside the server by scripts/memory-probe.ts, preloaded for the soak only)
//      SOAK_IDLE_SECONDS (30) after the server is ready;
//   2. memory under load: SOAK_CONNECTIONS (200) connections for SOAK_LOAD_SECONDS (60), as fast as the server answers,
//      a mix of API requests (both scripts) and pages in the three languages; the highest RSS sampled every second
//      and the figures at the end;
//   3. the steady soak: SOAK_MINUTES (10; 0 leaves it out) at SOAK_RATE (200) requests a second on 10 connections, the
//      RSS sampled every 10 s: the end may be at most 20 % above the value after warm-up (a leak).
// Exits 1 when, on PostgreSQL, the idle RSS is over 200 MB or the RSS under load over 350 MB (decision record 030; on
// PGlite, which holds the database itself in the process, the figures are reported without a limit), when the soak
// grows, or when any request failed. Not part of CI (a benchmark; Linux only: /proc).
//   SOAK_DATABASE=postgres SOAK_MINUTES=0 npm run soak     # the memory figures on PostgreSQL alone
//   SOAK_DATABASE=both SOAK_MINUTES=2 npm run soak
// SOAK_DATABASE is pglite, postgres or both; by default postgres when DATABASE_URL is set, else pglite. On PostgreSQL
// the soak makes a database of its own on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432) and
// drops it at the end.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { npmStartCommand, spawnServer, waitForHealth } from '../e2e/server.ts';
import { LOCALES, pathIn } from '../src/shared/i18n/locale.ts';
import type { MemoryFigures } from './memory-probe.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 200); // requests a second in all
const connections = Number(process.env.SOAK_CONNECTIONS ?? 200);
const loadSeconds = Number(process.env.SOAK_LOAD_SECONDS ?? 60);
const idleSeconds = Number(process.env.SOAK_IDLE_SECONDS ?? 30);
const port = Number(process.env.SOAK_PORT ?? 5097);
const SAMPLE_MS = 10_000;
// The value the end is compared with: after a minute, or a quarter of a shorter run.
const warmupMs = Math.min(60_000, (minutes * 60_000) / 4);
const TOLERANCE = 0.2;
/** The targets of decision record 030, in MB of resident memory. */
const IDLE_MAX_MB = 200;
const LOAD_MAX_MB = 350;

if (!(minutes >= 0) || !(rate > 0) || !(connections > 0) || !(loadSeconds > 0) || !(idleSeconds >= 0)) {
  throw new Error('SOAK_MINUTES and SOAK_IDLE_SECONDS must be numbers of at least 0, SOAK_RATE, SOAK_CONNECTIONS and SOAK_LOAD_SECONDS above 0');
}
type Database = 'pglite' | 'postgres';
const chosen = process.env.SOAK_DATABASE ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
if (!['pglite', 'postgres', 'both'].includes(chosen)) throw new Error(`SOAK_DATABASE must be pglite, postgres or both, not ${chosen}`);
const databases: Database[] = chosen === 'both' ? ['pglite', 'postgres'] : [chosen as Database];
const schoolsDataDir = path.resolve(process.env.SCHOOLS_DATA_DIR || '../shared/data');
const probeFile = path.resolve('.tmp/soak-memory.json');

const start = npmStartCommand();
const startLine = [...Object.entries(start.env).map(([name, value]) => `${name}=${value}`), 'node', ...start.flags].join(' ');

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}
function probe(): MemoryFigures | undefined {
  try {
    return JSON.parse(readFileSync(probeFile, 'utf8')) as MemoryFigures;
  } catch {
    return undefined;
  }
}
const parts = (m: MemoryFigures | undefined) =>
  m ? `heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)} (new space ${mb(m.spaces.new_space?.size ?? 0)}), external ${mb(m.external)}, array buffers ${mb(m.arrayBuffers)}` : 'no memory figures from the server';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database of the soak's own on PostgreSQL, or a fresh PGlite folder: its server environment, and how to drop it. */
async function prepareDatabase(database: Database): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (database === 'pglite') {
    const dataDir = path.resolve('.tmp/soak-data');
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `hk_soak_${process.pid}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.href }, drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The data imported before the server starts, as `npm run import` does: the server measured is one that loads it. */
function importData(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ['src/server/import/cli.ts'], { env: { ...process.env, ...env, SCHOOLS_DATA_DIR: schoolsDataDir }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the import failed:\n${result.stdout}\n${result.stderr}`);
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string; stop: () => Promise<void> }> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await fetch(`${baseUrl}/api/health`).then(() => true, () => false)) throw new Error(`${baseUrl} already answers: another server holds port ${port}`);
  rmSync(probeFile, { force: true });
  const server = spawnServer(
    {
      ...process.env,
      ...start.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SCHOOLS_DATA_DIR: schoolsDataDir,
      LOG_LEVEL: 'warn',
      // Far more requests from 127.0.0.1 than the default 600 a minute; every request answered however late (the
      // memory a process reaches serving them all, not what shedding would spare it).
      RATE_LIMIT_MAX: '1000000000',
      OVERLOAD_EVENT_LOOP_DELAY: 'off',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.resolve('scripts/memory-probe.ts')}`.trim(),
      MEMORY_PROBE_FILE: probeFile,
    },
    { flags: start.flags },
  );
  const stop = async () => {
    await server.stop();
    rmSync(probeFile, { force: true });
  };
  try {
    await waitForHealth(baseUrl, server.child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child: server.child, baseUrl, stop };
}

/** The API's lists, counts, places and map points, in the load's mix and the steady soak's. */
const API_PATHS = [
  '/api/schools?limit=9',
  '/api/counts',
  '/api/schools?schoolCategory=小學&district=沙田區,大埔區&limit=9',
  '/api/schools?near=22.3370,114.1760&radius=1000&sort=distance',
  '/api/map-points?schoolCategory=幼稚園',
  '/api/places?q=沙田',
];

/** API requests (the official text and Simplified Chinese) and pages in the three languages, in a fixed shuffled order. */
async function loadMix(baseUrl: string): Promise<string[]> {
  const ids: number[] = [];
  for (const page of [1, 5]) {
    const list = (await (await fetch(`${baseUrl}/api/schools?limit=100&page=${page}`)).json()) as { schools: { id: number }[] };
    ids.push(...list.schools.map((school) => school.id));
  }
  const pages = [
    '/',
    '/schools',
    '/schools?district=沙田區&schoolCategory=小學',
    '/schools?schoolCategory=幼稚園&k1Vacancy=Y',
    '/schools?schoolCategory=中學&district=觀塘區',
    `/compare?schools=${ids.slice(0, 3).join(',')}`,
    '/changes',
    '/data',
    ...ids.slice(0, 60).map((id) => `/schools/${id}`),
  ];
  const api = [
    ...API_PATHS,
    '/api/stats?schoolCategory=小學',
    '/api/changes',
    ...ids.map((id) => `/api/schools/${id}`),
    ...ids.slice(0, 50).map((id) => `/api/schools/${id}/similar`),
  ];
  const paths = [
    // Each page at its address in each language (the home's in English and Simplified ends in a slash: /en redirects).
    ...pages.flatMap((p) => LOCALES.map((locale) => pathIn(locale, p))),
    ...api.flatMap((p) => [p, `${p}${p.includes('?') ? '&' : '?'}lang=zh-Hans`]),
  ];
  let seed = 7;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  return paths
    .map((p) => [random(), p] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, p]) => encodeURI(p));
}

/** The steady soak's requests (a light mix of the API). */
async function soakPaths(baseUrl: string): Promise<string[]> {
  const list = (await (await fetch(`${baseUrl}/api/schools?limit=20`)).json()) as { schools: { id: number }[] };
  return [
    ...API_PATHS,
    ...list.schools.map((school) => `/api/schools/${school.id}`),
  ].map((p) => encodeURI(p));
}

interface Outcome {
  database: Database;
  idle: { rss: number; memory?: MemoryFigures };
  load: { maxRss: number; endRss: number; memory?: MemoryFigures; requests: number; perSecond: number; failed: number };
  soak?: { startRss: number; warm: number; end: number; max: number; failed: number };
}

async function measure(database: Database): Promise<Outcome> {
  const prepared = await prepareDatabase(database);
  try {
    console.log(`${database}: importing ${schoolsDataDir}`);
    importData(prepared.env);
    const server = await startServer(prepared.env);
    const pid = server.child.pid!;
    try {
      console.log(`${database}: server ready (pid ${pid}: ${startLine}); ${idleSeconds} s idle`);
      await sleep(idleSeconds * 1000);
      const idle = { rss: rssBytes(pid), memory: probe() };
      console.log(`${database}: idle RSS ${mb(idle.rss)}; ${parts(idle.memory)}`);

      const requests = (await loadMix(server.baseUrl)).map((p) => ({ method: 'GET' as const, path: p, headers: { 'accept-encoding': 'br, gzip' } }));
      console.log(`${database}: ${connections} connections for ${loadSeconds} s, ${requests.length} API requests and pages in turn`);
      let maxRss = rssBytes(pid);
      const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssBytes(pid))), 1000);
      const load = await autocannon({ url: server.baseUrl, connections, duration: loadSeconds, timeout: 30, requests });
      clearInterval(sampler);
      const endRss = rssBytes(pid);
      maxRss = Math.max(maxRss, endRss);
      const loaded = {
        maxRss,
        endRss,
        memory: probe(),
        requests: load.requests.total,
        perSecond: Math.round(load.requests.average),
        failed: load.non2xx + load.errors,
      };
      console.log(
        `${database}: ${loaded.requests} requests (${loaded.perSecond}/s; ${load.non2xx} non-2xx, ${load.errors} errors), latency p50 ${load.latency.p50} ms, ` +
          `p99 ${load.latency.p99} ms; RSS at most ${mb(maxRss)}, at the end ${mb(endRss)}; ${parts(loaded.memory)}`,
      );
      const outcome: Outcome = { database, idle, load: loaded };
      if (minutes > 0) outcome.soak = await soak(database, server.baseUrl, pid);
      return outcome;
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.drop();
  }
}

async function soak(database: Database, baseUrl: string, pid: number): Promise<NonNullable<Outcome['soak']>> {
  const paths = await soakPaths(baseUrl);
  const samples: { atS: number; rss: number }[] = [{ atS: 0, rss: rssBytes(pid) }];
  console.log(`${database}: soak, ${minutes} min at ${rate} requests/s; RSS at start ${mb(samples[0]!.rss)}`);
  const started = Date.now();
  const sampler = setInterval(() => {
    const sample = { atS: Math.round((Date.now() - started) / 1000), rss: rssBytes(pid) };
    samples.push(sample);
    console.log(`  ${String(sample.atS).padStart(4)} s  ${mb(sample.rss)}`);
  }, SAMPLE_MS);
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    overallRate: rate,
    duration: minutes * 60,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  clearInterval(sampler);
  samples.push({ atS: Math.round((Date.now() - started) / 1000), rss: rssBytes(pid) });
  const warm = samples.find((s) => s.atS * 1000 >= warmupMs) ?? samples.at(-1)!;
  const end = samples.at(-1)!;
  console.log(
    `${database}: soak requests: ${result.requests.total} answered (${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return { startRss: samples[0]!.rss, warm: warm.rss, end: end.rss, max: Math.max(...samples.map((s) => s.rss)), failed: result.non2xx + result.errors };
}

if (!existsSync('package.json')) throw new Error('run the soak from the repository (npm run soak)');
const outcomes: Outcome[] = [];
for (const database of databases) outcomes.push(await measure(database));

let failed = false;
const fail = (message: string) => {
  console.error(`FAIL: ${message}`);
  failed = true;
};
console.log('\nmemory (RSS; heap used / total, external, array buffers from process.memoryUsage()):');
for (const { database, idle, load, soak: soaked } of outcomes) {
  const figures = (m: MemoryFigures | undefined) => (m ? `${mb(m.heapUsed)} / ${mb(m.heapTotal)}, ${mb(m.external)}, ${mb(m.arrayBuffers)}` : '-');
  const limit = (max: number) => (database === 'postgres' ? `at most ${max} MB` : 'no limit');
  console.log(`  ${database.padEnd(8)} idle        RSS ${mb(idle.rss).padStart(9)} (${limit(IDLE_MAX_MB)})   ${figures(idle.memory)}`);
  console.log(
    `  ${database.padEnd(8)} under load  RSS ${mb(load.maxRss).padStart(9)} (${limit(LOAD_MAX_MB)}; ${mb(load.endRss)} at the end)   ${figures(load.memory)}; ` +
      `${load.perSecond} requests/s`,
  );
  if (database === 'postgres' && idle.rss > IDLE_MAX_MB * 1048576) fail(`${database}: the idle RSS ${mb(idle.rss)} is over ${IDLE_MAX_MB} MB`);
  if (database === 'postgres' && load.maxRss > LOAD_MAX_MB * 1048576) fail(`${database}: the RSS under load ${mb(load.maxRss)} is over ${LOAD_MAX_MB} MB`);
  if (load.failed > 0) fail(`${database}: ${load.failed} requests under load failed`);
  if (soaked) {
    const growth = (soaked.end - soaked.warm) / soaked.warm;
    console.log(
      `  ${database.padEnd(8)} soak        RSS start ${mb(soaked.startRss)}, after warm-up ${mb(soaked.warm)}, end ${mb(soaked.end)} ` +
        `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%), max ${mb(soaked.max)}`,
    );
    if (growth > TOLERANCE) fail(`${database}: the end of the soak is more than ${TOLERANCE * 100}% above the RSS after warm-up`);
    if (soaked.failed > 0) fail(`${database}: ${soaked.failed} soak requests failed`);
  }
}
if (!failed) console.log(`OK: ${databases.includes('postgres') ? `on PostgreSQL idle at most ${IDLE_MAX_MB} MB, under load at most ${LOAD_MAX_MB} MB, ` : ''}${minutes > 0 ? `the soak within ${TOLERANCE * 100}%, ` : ''}no request failed`);
process.exit(failed ? 1 : 0);
