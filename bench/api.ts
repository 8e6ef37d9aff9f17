// API benchmark: each endpoint of the real server (production mode, embedded database, real data, node run with
// `npm start`'s flags) against a bare node:http server answering the same bytes (with the same flags), measured in one
// run with autocannon; then pages rendered in Simplified Chinese against the same pages in Traditional. The server
// logs as `npm start` has it (LOG_LEVEL=info, one line per request) to stdout, read through a pipe as a deployment's
// log collector reads it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { npmStartCommand, startServer } from '../e2e/server.ts';

const APP_PORT = 5101;
const BARE_PORT = 5102;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARM_UP_SECONDS = 2;
/** Rounds of each comparison, the two servers (or the two pages) in turn in each, as the pages were already compared:
 * a shared host's speed moves from second to second, and three windows each share more of its moments than one. On
 * a noisy host an endpoint's ratio still moves by up to 0.3 between runs (decision record 001). */
const ROUNDS = 3;
/** BENCH_ONLY=<regular expression>: only the endpoints whose names match (the rest of the table is left out). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
/** Headers node:http writes itself. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const q = encodeURIComponent;

const NEAR = '/api/schools?near=POINT&radius=2000&sort=distance&limit=9';
const endpoints: [string, string][] = [
  ['list (limit 9)', '/api/schools?limit=9'],
  ['filtered search', `/api/schools?schoolCategory=${q('小學')}&district=${q('沙田區')}&schoolType=${q('資助')}&limit=9`],
  [
    'multi-filter search',
    `/api/schools?schoolCategory=${q('幼稚園')}&district=${q('觀塘區,黃大仙區')}&k1Vacancy=Y&kgScheme=true&maxFee=60000&sort=fee&limit=9`,
  ],
  ['near, by distance', NEAR.replace('POINT', '22.3370,114.1760')],
  // A new point on every request (a miss in the response cache): the cost of the distance search itself.
  ['near, by distance, a new point each time', NEAR],
  ['name search', `/api/schools?name=${q('聖保羅')}&limit=9`],
  ['one school', '/api/schools/ID'],
  ['similar schools', '/api/schools/ID/similar'],
  ['counts', '/api/counts'],
  ['stats', '/api/stats'],
  // Read again only once an import or a check is recorded, which one query a second looks for (datasets-report.ts).
  ['datasets', '/api/datasets'],
];

/** Pages rendered in Simplified Chinese against the same pages in Traditional (decision record 026: within 10 %). */
const pagePairs: [string, string][] = [
  ['list page', '/schools'],
  ['school page', '/schools/ID'],
];
const PAGE_TARGET = 0.9;
/** Each endpoint's requests a second against the bare server's (issue 30). */
const API_TARGET = 0.6;
/** A page is rendered, not cached: 50 connections would only measure the server shedding them (503). */
const PAGE_CONNECTIONS = 4;

/** A random point in urban Kowloon, at the 4 decimals the API keeps. */
const randomPoint = () => `${(22.31 + Math.random() * 0.04).toFixed(4)},${(114.16 + Math.random() * 0.05).toFixed(4)}`;

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function requestsPerSecond(url: string, duration = SECONDS, connections = 50): Promise<number> {
  const varied = url.includes('POINT');
  const result = await autocannon({
    url: varied ? url.replace('POINT', '22.3370,114.1760') : url,
    connections,
    pipelining: 1,
    duration,
    ...(varied ? { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(url.replace('POINT', randomPoint())) }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Two addresses measured in turn, ROUNDS times after a warm-up of each: their mean requests a second. */
async function inTurn(first: string, second: string, connections?: number) {
  const means = { first: 0, second: 0 };
  for (let round = 0; round <= ROUNDS; round++) {
    for (const key of ['first', 'second'] as const) {
      const measured = await requestsPerSecond(key === 'first' ? first : second, round === 0 ? WARM_UP_SECONDS : SECONDS, connections);
      if (round > 0) means[key] += measured / ROUNDS;
    }
  }
  return means;
}

mkdirSync('.tmp', { recursive: true });
// The default configuration, shedding under overload included, and node run as `npm start` runs it (its flags: a young
// generation of 2 × 8 MB, decision record 030).
const app = await startServer({ port: APP_PORT, dataDir: '.tmp/bench-data', log: { level: 'info', stdout: 'pipe' }, shedding: true, asNpmStart: true });
// The log is read as a collector (journald, a container runtime) reads a server's stdout: through a pipe, counted.
let logLines = 0;
app.child.stdout!.on('data', (chunk: Buffer) => {
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) logLines++;
});
let bare: ChildProcess | undefined;
try {
  const base = app.baseUrl;
  const first = (await (await fetch(`${base}/api/schools?limit=1`)).json()) as { schools: { id: number }[] };
  const paths = endpoints.map(([name, p]) => [name, p.replace('ID', String(first.schools[0]!.id))] as const);
  // The bare server answers with the app's bytes: its body and headers (security headers, ETag, …), so that
  // the client reads as much from both and the ratio measures the server's own work.
  const answers: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const [, p] of paths) {
    // Uncompressed, as autocannon asks: the same headers (no content-encoding, the strong ETag) and body.
    const response = await fetch(`${base}${p.replace('POINT', '22.3370,114.1760')}`, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !HOP_HEADERS.has(name)));
    answers[p] = { body: await response.text(), headers };
  }
  writeFileSync('.tmp/bench-answers.json', JSON.stringify(answers));
  // node as for the app (npm start's flags and variables), so that the ratio measures the servers' own work.
  const { env, flags } = npmStartCommand();
  bare = spawn(process.execPath, [...flags, 'bench/bare-server.ts', '.tmp/bench-answers.json', String(BARE_PORT)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (let tries = 0; !(await fetch(`http://127.0.0.1:${BARE_PORT}/`).then(() => true, () => false)); tries++) {
    if (tries > 100) throw new Error('the bare server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const rows = ['| endpoint | body bytes | app req/s | bare req/s | ratio |', '| --- | ---: | ---: | ---: | ---: |'];
  let worst = Infinity;
  for (const [name, p] of paths.filter(([n]) => !ONLY || ONLY.test(n))) {
    // Both servers warmed first (the JIT compiles the hot paths in the first second), as a running server is.
    const { first: appRps, second: bareRps } = await inTurn(`${base}${p}`, `http://127.0.0.1:${BARE_PORT}${p}`);
    // A new point each time measures the uncached work (reported, not held to the cached target).
    if (!p.includes('POINT')) worst = Math.min(worst, appRps / bareRps);
    rows.push(`| ${name} | ${Buffer.byteLength(answers[p]!.body)} | ${appRps.toFixed(0)} | ${bareRps.toFixed(0)} | ${(appRps / bareRps).toFixed(2)} |`);
  }
  console.log(
    `\n${rows.join('\n')}\n\nserver log (info, through a pipe): ${logLines} lines; worst ratio ${worst.toFixed(2)} (target ≥ ${API_TARGET.toFixed(2)}; the new-point row is uncached work, reported only), the mean of ${ROUNDS} runs of ${SECONDS} s each in turn with the bare server's, 50 connections`,
  );
  // Each page in turn in both languages, the means compared.
  const pageRows = ['| page | 繁 req/s | 简 req/s | 简 / 繁 |', '| --- | ---: | ---: | ---: |'];
  let worstPage = Infinity;
  for (const [name, p] of pagePairs.filter(([n]) => !ONLY || ONLY.test(n))) {
    const path = p.replace('ID', String(first.schools[0]!.id));
    const { first: traditional, second: simplified } = await inTurn(`${base}${path}`, `${base}/sc${path}`, PAGE_CONNECTIONS);
    worstPage = Math.min(worstPage, simplified / traditional);
    pageRows.push(`| ${name} \`${path}\` | ${traditional.toFixed(0)} | ${simplified.toFixed(0)} | ${(simplified / traditional).toFixed(2)} |`);
  }
  if (worstPage !== Infinity) console.log(`\n${pageRows.join('\n')}\n\nworst 简 / 繁 ${worstPage.toFixed(2)} (target ≥ ${PAGE_TARGET}), the mean of ${ROUNDS} runs of ${SECONDS} s each in turn, ${PAGE_CONNECTIONS} connections`);
  process.exitCode = worst >= API_TARGET && !(worstPage < PAGE_TARGET) ? 0 : 1;
} finally {
  await app.stop();
  bare?.kill('SIGTERM');
}
