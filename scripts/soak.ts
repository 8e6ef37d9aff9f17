// `npm run soak`: the production server (e2e/server.ts: embedded PGlite, ../shared/data imported afresh) under steady,
// bounded load on loopback for SOAK_MINUTES (10), its resident memory (VmRSS in /proc/<pid>/status) sampled every
// 10 s. Prints the RSS at start, after warm-up, at the end and the highest, and exits 1 when the end is more than
// 20% above the value after warm-up (a leak), or when any request failed. Not part of CI (Linux only: /proc).
//   SOAK_MINUTES=2 SOAK_RATE=200 npm run soak
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../e2e/server.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 200); // requests a second in all
const port = Number(process.env.SOAK_PORT ?? 5097);
const SAMPLE_MS = 10_000;
// The value the end is compared with: after a minute, or a quarter of a shorter run.
const warmupMs = Math.min(60_000, (minutes * 60_000) / 4);
const TOLERANCE = 0.2;

if (!(minutes > 0) || !(rate > 0)) throw new Error('SOAK_MINUTES and SOAK_RATE must be positive numbers');

function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

const server = await startServer({ port, dataDir: path.resolve('.tmp/soak-data') });
const pid = server.child.pid!;
let failed = false;
try {
  const list = (await (await fetch(`${server.baseUrl}/api/schools?limit=20`)).json()) as { schools: { id: number }[] };
  const paths = [
    '/api/schools?limit=9',
    '/api/counts',
    '/api/schools?schoolCategory=小學&district=沙田區,大埔區&limit=9',
    '/api/schools?near=22.3370,114.1760&radius=1000&sort=distance',
    '/api/map-points?schoolCategory=幼稚園',
    '/api/places?q=沙田',
    ...list.schools.map((school) => `/api/schools/${school.id}`),
  ];

  const samples: { atS: number; kb: number }[] = [{ atS: 0, kb: rssKb(pid) }];
  console.log(`soak: ${minutes} min at ${rate} requests/s on ${server.baseUrl} (pid ${pid}); RSS at start ${mb(samples[0]!.kb)}`);
  const started = Date.now();
  const sampler = setInterval(() => {
    const sample = { atS: Math.round((Date.now() - started) / 1000), kb: rssKb(pid) };
    samples.push(sample);
    console.log(`  ${String(sample.atS).padStart(4)} s  ${mb(sample.kb)}`);
  }, SAMPLE_MS);
  const result = await autocannon({
    url: server.baseUrl,
    connections: 10,
    overallRate: rate,
    duration: minutes * 60,
    requests: paths.map((p) => ({ method: 'GET' as const, path: encodeURI(p) })),
  });
  clearInterval(sampler);
  samples.push({ atS: Math.round((Date.now() - started) / 1000), kb: rssKb(pid) });

  const warm = samples.find((s) => s.atS * 1000 >= warmupMs) ?? samples.at(-1)!;
  const end = samples.at(-1)!;
  const max = Math.max(...samples.map((s) => s.kb));
  const growth = (end.kb - warm.kb) / warm.kb;
  console.log(
    `requests: ${result.requests.total} answered (${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `RSS: start ${mb(samples[0]!.kb)}, after warm-up (${warm.atS} s) ${mb(warm.kb)}, end ${mb(end.kb)} ` +
      `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%), max ${mb(max)}`,
  );
  if (growth > TOLERANCE) {
    console.error(`FAIL: the end is more than ${TOLERANCE * 100}% above the RSS after warm-up`);
    failed = true;
  }
  if (result.non2xx > 0 || result.errors > 0) {
    console.error('FAIL: some requests failed');
    failed = true;
  }
  if (!failed) console.log(`OK: the end is within ${TOLERANCE * 100}% of the RSS after warm-up`);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
