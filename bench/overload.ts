// Overload (issue 29): 200 connections from one load generator (autocannon) send name searches, a random pair of the
// characters of school names each (so that the response cache seldom answers), as fast as the server answers, rate
// limit off, for a bounded number of requests, against the real server (production mode, real data) with shedding
// off and on (src/server/edge/overload.ts), in one run. BENCH_PATH=pages asks for the search pages instead of the API.
// Reported per run: how many were answered 2xx and 503, the 2xx answers' median, p99 and slowest time, and how many
// took over 10 s. On PostgreSQL with DATABASE_URL set, else on the embedded database. Loopback only.
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../e2e/server.ts';
import { describeHostIndex, measureHostIndex, median } from './host-index.ts';

const PORT = 5103;
const CONNECTIONS = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const PAGES = process.env.BENCH_PATH === 'pages';
/** Shedding on: the production defaults, or the OVERLOAD_* set for this run (the server inherits them); off: none. */
const OFF = { OVERLOAD_MAX_IN_FLIGHT: 'off', OVERLOAD_EVENT_LOOP_DELAY: 'off', OVERLOAD_HEAP_MB: 'off' };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN);

async function characters(baseUrl: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await fetch(`${baseUrl}/api/schools?limit=100&page=${page}`)).json()) as { schools: { name: string }[]; totalPages: number };
    names.push(...body.schools.map((school) => school.name));
    if (page >= body.totalPages) return [...new Set(names.join(''))].filter((c) => /\p{Script=Han}/u.test(c));
  }
}

async function run(shedding: boolean) {
  const server = await startServer({ port: PORT, dataDir: '.tmp/bench-overload-data', shedding, env: { LOG_LEVEL: 'warn', ...(shedding ? {} : OFF) } });
  try {
    const chars = await characters(server.baseUrl);
    const pair = () => Array.from({ length: 2 }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
    const path = () => (PAGES ? `/schools?name=${encodeURIComponent(pair())}` : `/api/schools?name=${encodeURIComponent(pair())}&limit=9`);
    const times = new Map<number, number[]>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.baseUrl,
          connections: CONNECTIONS,
          amount: REQUESTS,
          timeout: 60, // seconds: only against a hang
          requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, status, _bytes, ms) => {
        const list = times.get(status) ?? [];
        list.push(ms);
        times.set(status, list);
      });
    });
    const ok = [...times].filter(([status]) => status >= 200 && status < 300).flatMap(([, list]) => list).sort((a, b) => a - b);
    const shed = times.get(503) ?? [];
    return {
      shedding: shedding ? 'on' : 'off',
      seconds: result.duration,
      '2xx': ok.length,
      '503': shed.length,
      'other or errors': result.requests.total - ok.length - shed.length + result.errors,
      '2xx median ms': Math.round(median(ok)),
      '2xx p99 ms': Math.round(percentile(ok, 99)),
      '2xx slowest ms': Math.round(ok.at(-1) ?? NaN),
      'over 10 s': [...times.values()].flat().filter((ms) => ms > 10_000).length,
    };
  } finally {
    await server.stop();
  }
}

mkdirSync('.tmp', { recursive: true });
const before = await measureHostIndex();
const rows = [await run(false), await run(true)];
console.log(`${REQUESTS} ${PAGES ? 'search pages' : 'API name searches'} over ${CONNECTIONS} connections, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.table(rows);
console.log(`Host benchmark index: ${describeHostIndex(before)} before, ${describeHostIndex(await measureHostIndex())} after`);
