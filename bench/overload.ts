// Overload: 200 connections from one load generator ask for search pages by name (/schools?name=…, rendered on the
// server; a random pair of common characters each) as fast as the server answers, rate limit off, for a bounded
// number of requests, against the real server (production mode, real data) with shedding off and on
// (OVERLOAD_EVENT_LOOP_DELAY, src/server/edge/overload.ts), in one run. Reported per run: how many were answered
// 2xx and 503, the 2xx answers' median, p99 and slowest time, and how many waited over 10 s. On PostgreSQL with
// DATABASE_URL set, else on the embedded database. Loopback only.
import { request, Agent } from 'node:http';
import { mkdirSync } from 'node:fs';
import { startServer } from '../e2e/server.ts';
import { describeHostIndex, measureHostIndex, median } from './host-index.ts';

const PORT = 5103;
const CONNECTIONS = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CHARACTERS = [...'聖保羅中學小幼稚園基督教天主佛道香港九龍新界東西南北華英書院會堂'];
const pair = () => Array.from({ length: 2 }, () => CHARACTERS[Math.floor(Math.random() * CHARACTERS.length)]).join('');

type Answer = { status: number; ms: number };

/** One connection's requests, one after another, until `remaining` is spent. */
async function connection(agent: Agent, remaining: { count: number }, answers: Answer[]): Promise<void> {
  while (remaining.count-- > 0) {
    const t0 = performance.now();
    const status = await new Promise<number>((resolve) => {
      const path = `/schools?name=${encodeURIComponent(pair())}`;
      const req = request({ host: '127.0.0.1', port: PORT, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end();
    });
    answers.push({ status, ms: performance.now() - t0 });
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN);

async function run(shedding: boolean) {
  const server = await startServer({
    port: PORT,
    dataDir: '.tmp/bench-overload-data',
    env: shedding ? { LOG_LEVEL: 'warn' } : { OVERLOAD_MAX_IN_FLIGHT: 'off', OVERLOAD_EVENT_LOOP_DELAY: 'off', OVERLOAD_HEAP_MB: 'off', LOG_LEVEL: 'warn' },
  });
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const answers: Answer[] = [];
    const remaining = { count: REQUESTS };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, () => connection(agent, remaining, answers)));
    const seconds = (performance.now() - t0) / 1000;
    agent.destroy();
    const ok = answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.ms).sort((a, b) => a - b);
    const shed = answers.filter((a) => a.status === 503).map((a) => a.ms).sort((a, b) => a - b);
    return {
      shedding: shedding ? 'on' : 'off',
      seconds: seconds.toFixed(1),
      '2xx': ok.length,
      '503': shed.length,
      other: answers.length - ok.length - shed.length,
      '2xx median ms': median(ok).toFixed(0),
      '2xx p99 ms': percentile(ok, 99).toFixed(0),
      '2xx slowest ms': (ok.at(-1) ?? NaN).toFixed(0),
      '503 p99 ms': percentile(shed, 99).toFixed(0),
      'over 10 s': answers.filter((a) => a.ms > 10_000).length,
    };
  } finally {
    await server.stop();
  }
}

mkdirSync('.tmp', { recursive: true });
const before = await measureHostIndex();
const rows = [await run(false), await run(true)];
console.log(`${REQUESTS} search pages by name over ${CONNECTIONS} connections, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.table(rows);
console.log(`Host benchmark index: ${describeHostIndex(before)} before, ${describeHostIndex(await measureHostIndex())} after`);
