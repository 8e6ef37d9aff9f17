// API benchmark: each endpoint of the real server (production mode, embedded database, real data)
// against a bare node:http server answering the same bytes, measured in one run with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const APP_PORT = 5101;
const BARE_PORT = 5102;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = path.resolve(process.env.SCHOOLS_DATA_DIR ?? '../shared/data');
const q = encodeURIComponent;

const endpoints: [string, string][] = [
  ['list (limit 9)', '/api/schools?limit=9'],
  ['filtered search', `/api/schools?schoolCategory=${q('小學')}&district=${q('沙田區')}&schoolType=${q('資助')}&limit=9`],
  ['name search', `/api/schools?name=${q('聖保羅')}&limit=9`],
  ['one school', '/api/schools/ID'],
  ['counts', '/api/counts'],
  ['stats', '/api/stats'],
];

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: 'inherit' });
}

async function waitFor(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, pipelining: 1, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const app = start(['src/server/main.ts'], {
  NODE_ENV: 'production',
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: path.resolve('.tmp/bench-data'),
  SCHOOLS_DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
});
let bare: ChildProcess | undefined;
try {
  const base = `http://127.0.0.1:${APP_PORT}`;
  await waitFor(`${base}/api/health`);
  const first = (await (await fetch(`${base}/api/schools?limit=1`)).json()) as { schools: { id: number }[] };
  const paths = endpoints.map(([name, p]) => [name, p.replace('ID', String(first.schools[0]!.id))] as const);
  const bodies: Record<string, string> = {};
  for (const [, p] of paths) bodies[p] = await (await fetch(`${base}${p}`)).text();
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-bodies.json', JSON.stringify(bodies));
  bare = start(['bench/bare-server.ts', '.tmp/bench-bodies.json', String(BARE_PORT)], {});
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);

  const rows = ['| endpoint | body bytes | app req/s | bare req/s | ratio |', '| --- | ---: | ---: | ---: | ---: |'];
  let worst = Infinity;
  for (const [name, p] of paths) {
    const appRps = await requestsPerSecond(`${base}${p}`);
    const bareRps = await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}${p}`);
    worst = Math.min(worst, appRps / bareRps);
    rows.push(`| ${name} | ${Buffer.byteLength(bodies[p]!)} | ${appRps.toFixed(0)} | ${bareRps.toFixed(0)} | ${(appRps / bareRps).toFixed(2)} |`);
  }
  console.log(`\n${rows.join('\n')}\n\nworst ratio ${worst.toFixed(2)} (target ≥ 0.50), ${SECONDS} s per run, 50 connections`);
  process.exitCode = worst >= 0.5 ? 0 : 1;
} finally {
  app.kill('SIGTERM');
  bare?.kill('SIGTERM');
}
