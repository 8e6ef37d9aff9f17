// Web benchmark: gzipped JS/CSS per route on first load, then Lighthouse (mobile, simulated throttling, a cold cache)
// for performance, accessibility, SEO and best practices, on every route in every language, against the production
// server and the built client. The CPU is slowed by the multiplier Lighthouse's calculator gives for the host's
// benchmark index at each route (cpu-multiplier.ts), so that every host stands for the same mid-range phone; the
// default 4× made a fast host a phone three times faster. The index is the median of several measurements made around
// the route's own runs: a shared host's speed moves by half within minutes, and an index measured once for the whole
// benchmark emulated a phone a third slower on the routes the host was slow at, and a faster one where it was fast.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Artifacts, Result } from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, launchBrowser, newContext } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { pathIn, pathWithoutLocale, type Locale } from '../src/shared/i18n/locale.ts';
import { CALCULATOR_RANGE, cpuMultiplier } from './cpu-multiplier.ts';
import { describeHostIndex, measureHostIndex, summarize } from './host-index.ts';

const PORT = 5300;
/** The yardstick beside each route: a page with no script and no style, served by this benchmark. */
const FLOOR_PORT = 5301;
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title></head><body><p>A page with no script and no style.</p></body></html>';
const DEBUG_PORT = 9222;
const JS_BUDGET_KB = 120;
const CLIENT_DIR = 'dist/client';
const REPORTS_DIR = 'bench/results/lighthouse';

/** Gzipped size of a built asset: the precompressed .gz beside it, else gzip computed here. */
function gzipBytes(pathname: string): number {
  const file = path.join(CLIENT_DIR, pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The first screens, in either language, carry at most JS_BUDGET_KB (the English catalogues' chunks included). */
const isBudgeted = (route: string) => ['/', '/schools'].includes(pathWithoutLocale(route));

/** BENCH_ONLY=<regular expression>: only the routes whose names match, e.g. 'home|search' or '\\(en\\)'. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
/** Lighthouse runs per route (BENCH_RUNS); the route's figures are those of the median run, chosen as Lighthouse's
 * variability guide does (computeMedianRun: the run nearest the median FCP and time to interactive). One run's total
 * blocking time follows whatever else the host does at that moment (decision record 020). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, at least 1 (was ${process.env.BENCH_RUNS})`);
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
/** The targets (issues 8 and 30): each score, and on the calibrated phone first and largest contentful paint, the
 * main thread's blocking time after the first paint, and layout shift. */
const TARGETS: Record<string, number> = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 100 };
const FCP_TARGET_MS = 1000;
const LCP_TARGET_MS = 1200;
const TBT_TARGET_MS = 150;
const CLS_TARGET = 0.02;
/** Measurements of the host's index before and after the whole benchmark (a second each), to show the host. */
const INDEX_SAMPLES = 9;
/** Measurements of the index just before each route's runs; with the one Lighthouse makes at the start of each run,
 * the route's multiplier is calibrated from their median. */
const ROUTE_INDEX_SAMPLES = 5;
/** The page not found, and the audits it fails by being one: its status is 404, as it must be, which Chromium also
 * logs as an error in the console. */
const NOT_FOUND_PATH = '/no-such-page';
const NOT_FOUND_AUDITS = ['http-status-code', 'errors-in-console'];

async function assetSizes(baseUrl: string, routes: [string, string][]) {
  const browser = await launchBrowser();
  const rows: { name: string; route: string; jsFiles: number; js: number; css: number }[] = [];
  try {
    for (const [name, route] of routes) {
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      const assets = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      const list = [...assets];
      const js = list.filter((p) => p.endsWith('.js'));
      const css = list.filter((p) => p.endsWith('.css'));
      rows.push({
        name,
        route,
        jsFiles: js.length,
        js: js.reduce((sum, p) => sum + gzipBytes(p), 0),
        css: css.reduce((sum, p) => sum + gzipBytes(p), 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function waitForDebugger(timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium remote debugging did not start');
}

const LIGHTHOUSE_FLAGS = { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES } as const;

/** Lighthouse's settings: the mobile form factor and the network of simulated throttling (the defaults), the CPU
 * slowed by `cpuSlowdownMultiplier`, no map tiles from the internet. A page not found is measured too: Lighthouse
 * refuses a 404 unless told to take it. */
const lighthouseConfig = (notFound: boolean, cpuSlowdownMultiplier: number) => ({
  extends: 'lighthouse:default' as const,
  settings: {
    formFactor: 'mobile' as const,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    blockedUrlPatterns: ['*openstreetmap.org*'],
    ignoreStatusCode: notFound,
  },
});

/** One Lighthouse run's load of a page: its trace, network records and the rest (once more after a failed trace,
 * which a busy machine sometimes gives), and the index Lighthouse measured at its start. */
async function gather(url: string, notFound: boolean, cpuSlowdownMultiplier: number): Promise<Artifacts> {
  for (let attempt = 1; ; attempt++) {
    const { artifacts } = await navigationGather(undefined, url, { config: lighthouseConfig(notFound, cpuSlowdownMultiplier), flags: LIGHTHOUSE_FLAGS });
    const error = Runner.getArtifactRuntimeError(artifacts);
    if (!error) return artifacts;
    if (attempt === 2) throw new Error(`Lighthouse failed on ${url}: ${error.code} ${String(error.message)}`);
    console.log(`  ${url}: ${error.code}, once more`);
  }
}

/** Lighthouse's report on a load, simulated on a CPU slowed by `cpuSlowdownMultiplier`. With simulated throttling
 * the page loads at the host's own speed and only the audits apply the multiplier (the load reads it for one shim of
 * `requestIdleCallback`, which the site does not call), so a run is audited at the multiplier of the index measured
 * around it, known only once the route's runs are done. */
async function auditAt(artifacts: Artifacts, notFound: boolean, cpuSlowdownMultiplier: number): Promise<Result> {
  const { resolvedConfig } = await initializeConfig('navigation', lighthouseConfig(notFound, cpuSlowdownMultiplier), LIGHTHOUSE_FLAGS);
  const result = await Runner.audit({ ...artifacts, settings: resolvedConfig.settings }, { resolvedConfig, computedCache: new Map() });
  if (!result) throw new Error(`Lighthouse returned nothing for ${artifacts.URL.requestedUrl}`);
  return result.lhr;
}

/** Lighthouse's `long-tasks` audit in a line: each task's simulated length and the file of its script. */
function longTasks(details: unknown): string {
  const items = (details as { items?: { duration: number; url: string }[] } | undefined)?.items ?? [];
  return items.map((task) => `${Math.round(task.duration)} ms ${task.url.replace(/^https?:\/\/[^/]+/, '') || task.url}`).join(', ') || 'none';
}

/** The index at a route: the measurements just before its runs and Lighthouse's own at the start of each load. */
const routeIndex = (before: number[], loads: Artifacts[]) => summarize([...before, ...loads.map((load) => Math.round(load.BenchmarkIndex))]);

/** What the page with no script measured beside the routes: a host whose floor is over the target cannot show a route within it. */
function floorSummary(floors: number[]): string {
  const over = floors.filter((floor) => floor > TBT_TARGET_MS).length;
  const { min, max, median } = summarize(floors);
  return `The page with no script, beside each route at its multiplier: total blocking time ${Math.round(min)}–${Math.round(max)} ms (median ${median}), over ${TBT_TARGET_MS} ms beside ${over} of ${floors.length} routes.`;
}

/** Lighthouse's simulation keeps a main-thread task of 10 ms or more as observed and multiplies its length; shorter ones it
 * drops (decision record 034). */
const SIGNIFICANT_TASK_MS = 10;

/**
 * A load's main-thread tasks that the simulation multiplies: their length as observed, and the part of it the thread was
 * running on a CPU (the trace's thread time). The rest it waited, for a core or for another thread (the garbage
 * collector's sweeper, the browser's process), which on a host of two busy cores was a third to two thirds of it; the simulation counts
 * those waits as work of a slowed CPU.
 */
async function significantTasks(load: Artifacts) {
  const tasks = (await MainThreadTasks.request(load.Trace, { computedCache: new Map() })).filter(
    (task) => !task.parent && task.duration >= SIGNIFICANT_TASK_MS,
  );
  const onCpu = tasks.reduce((sum, task) => sum + ((task.event as { tdur?: number }).tdur ?? 0) / 1000, 0);
  return { count: tasks.length, observed: tasks.reduce((sum, task) => sum + task.duration, 0), onCpu };
}

const blockingTime = (lhr: Result) => lhr.audits['total-blocking-time']?.numericValue ?? NaN;

/**
 * Each route's runs with, before them, one load of the page with no script at all (`floorUrl`), audited at the same
 * multiplier: what the host alone costs at that moment. The browser's own first tasks (the navigation's commit, the
 * first layout) are long on a slow or busy host, and on a host of two cores the page's main thread waits for threads
 * that get no core (decision record 034); the simulation multiplies those waits as if they were work. A route's blocking
 * time reads against that yardstick.
 */
async function lighthouseRows(baseUrl: string, floorUrl: string, routes: [string, string][], gatherMultiplier: number) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-chromium-'));
  const chromium = spawn(HEADLESS_SHELL_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const rows: string[] = [];
  const scores: { route: string; failed: string[]; multiplier: number; warning?: string; floor: number }[] = [];
  try {
    await waitForDebugger();
    // The loads are made at the whole host's multiplier: only the audits use it (above).
    for (const [name, route] of routes) {
      const notFound = pathWithoutLocale(route) === NOT_FOUND_PATH;
      const before = (await measureHostIndex(ROUTE_INDEX_SAMPLES)).samples;
      const floorLoad = await gather(floorUrl, false, gatherMultiplier);
      const loads: Artifacts[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await gather(`${baseUrl}${route}`, notFound, gatherMultiplier));
      const index = routeIndex(before, [floorLoad, ...loads]);
      const { multiplier, warning } = cpuMultiplier(index.median);
      const floor = blockingTime(await auditAt(floorLoad, false, multiplier));
      const runs: Result[] = [];
      for (const load of loads) runs.push(await auditAt(load, notFound, multiplier));
      const lhr: Result = computeMedianRun(runs);
      const mainThread = await significantTasks(loads[runs.indexOf(lhr)]!);
      const performanceOfRuns = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(' ');
      // The whole report, to read why a figure is what it is (largest-contentful-paint-element, the LCP breakdown…).
      writeFileSync(path.join(REPORTS_DIR, `${name.replace(/\W+/g, '-').replace(/-$/, '')}.json`), JSON.stringify(lhr));
      const { categories, audits } = lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const ms = (key: string) => `${Math.round(audits[key]?.numericValue ?? NaN)} ms`;
      const fcp = audits['first-contentful-paint']?.numericValue ?? NaN;
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = blockingTime(lhr);
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const lostIn = (key: string) =>
        categories[key]!.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      // The audits that cost points, in each category below 100, so that a miss says why.
      for (const key of CATEGORIES.filter((category) => score(category) < 100)) console.log(`  ${route} ${key} ${score(key)}: ${lostIn(key).join(', ')}`);
      // Over the blocking time's target: the long tasks as Lighthouse simulated them, and whose script, so that it says where.
      if (tbt > TBT_TARGET_MS) console.log(`  ${route} long tasks: ${longTasks(audits['long-tasks']?.details)}`);
      const meetsTarget = (key: string) =>
        score(key) >= (TARGETS[key] ?? 100) || (notFound && lostIn(key).every((id) => NOT_FOUND_AUDITS.includes(id)));
      const failed = [
        ...CATEGORIES.filter((key) => !meetsTarget(key)).map((key) => `${key} ${score(key)}`),
        ...(fcp > FCP_TARGET_MS ? [`FCP ${Math.round(fcp)} ms`] : []),
        ...(lcp > LCP_TARGET_MS ? [`LCP ${Math.round(lcp)} ms`] : []),
        ...(tbt > TBT_TARGET_MS ? [`TBT ${Math.round(tbt)} ms`] : []),
        ...(cls > CLS_TARGET ? [`CLS ${cls.toFixed(3)}`] : []),
      ];
      scores.push({ route, failed, multiplier, warning, floor });
      rows.push(
        `| ${name} \`${route}\` | ${CATEGORIES.map(score).join(' | ')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${cls.toFixed(3)} | ${multiplier}× | ${index.median} (${index.min}–${index.max}) | ${loads.map((load) => Math.round(load.BenchmarkIndex)).join(' ')} | ${Math.round(floor)} ms | ${mainThread.count}: ${Math.round(mainThread.observed)} ms (${Math.round(mainThread.onCpu)}) | ${performanceOfRuns} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    chromium.kill('SIGTERM');
    await new Promise((resolve) => (chromium.exitCode !== null ? resolve(undefined) : chromium.once('exit', resolve)));
    // Chromium's helper processes may still be writing to the profile as it exits: retried, as rmSync can.
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  return { rows, scores };
}

const server = await startServer({ port: PORT, dataDir: '.tmp/bench-web-data' });
try {
  const first = (await (await fetch(`${server.baseUrl}/api/schools?limit=1`)).json()) as { schools: { id: number }[] };
  const detail = `/schools/${first.schools[0]!.id}`;
  const pages: [string, string][] = [
    ['home', '/'],
    ['search', '/schools'],
    ['detail', detail],
    ['map', '/map'],
    ['statistics', '/statistics'],
    ['compare', '/compare'],
    ['shortlist', '/shortlist'],
    ['contact', '/contact'],
    ['data', '/data'],
    ['changes', '/changes'],
    ['not-found', NOT_FOUND_PATH],
  ];
  // Every page in every language: Traditional Chinese at the SPEC's addresses, Simplified under /sc, English under /en.
  const inLanguage = (locale: Locale) => pages.map(([name, route]): [string, string] => [`${name} (${locale})`, pathIn(locale, route)]);
  const sizeRoutes: [string, string][] = [...pages, ...inLanguage('zh-Hans'), ...inLanguage('en')].filter(([name]) => !ONLY || ONLY.test(name));
  const sizes = await assetSizes(server.baseUrl, sizeRoutes);
  const sizeTable = [
    '| route | JS files | JS gzip (KB) | CSS gzip (KB) | JS budget |',
    '| --- | ---: | ---: | ---: | --- |',
    ...sizes.map((r) => {
      const budgeted = isBudgeted(r.route);
      const verdict = budgeted ? (r.js / 1024 <= JS_BUDGET_KB ? `ok (≤ ${JS_BUDGET_KB})` : `**over ${JS_BUDGET_KB}**`) : '';
      return `| ${r.name} \`${r.route}\` | ${r.jsFiles} | ${kb(r.js)} | ${kb(r.css)} | ${verdict} |`;
    }),
  ].join('\n');
  console.log(`\n${sizeTable}\n`);
  const overBudget = sizes.filter((r) => isBudgeted(r.route) && r.js / 1024 > JS_BUDGET_KB);

  // The host's index before and after the runs (the median of several measurements, and with every core at work), so
  // that a host that changed speed meanwhile shows; each route is calibrated from the index around its own runs.
  const before = await measureHostIndex(INDEX_SAMPLES, 1);
  console.log(`The host's benchmark index before the runs: ${describeHostIndex(before)}`);
  const floorServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE));
  await new Promise<void>((resolve) => floorServer.listen(FLOOR_PORT, '127.0.0.1', resolve));
  const { rows, scores } = await lighthouseRows(server.baseUrl, `http://127.0.0.1:${FLOOR_PORT}/`, sizeRoutes, cpuMultiplier(before.median).multiplier).finally(
    () => floorServer.close(),
  );
  const after = await measureHostIndex(INDEX_SAMPLES, 1);
  const multipliers = scores.map((s) => s.multiplier);
  const warned = scores.filter((s) => s.warning).length;
  const calibrationNote = [
    `Calibrated per route by Lighthouse's calculator from the host's index around the route's runs (the median of ${ROUTE_INDEX_SAMPLES} measurements before them and Lighthouse's own at the start of each load): ${Math.min(...multipliers)}× to ${Math.max(...multipliers)}×.`,
    warned ? `Warning: on ${warned} of ${scores.length} routes the index was outside the calculator's range (${CALCULATOR_RANGE.min}–${CALCULATOR_RANGE.max}), and the multiplier its line carried on.` : '',
    `The host's index before the runs ${describeHostIndex(before)}; after them ${describeHostIndex(after)}.`,
  ].filter(Boolean).join(' ');
  const lhTable = [
    `| route | ${CATEGORIES.join(' | ')} | FCP | LCP | TBT | CLS | CPU slowdown | host's index at the route (median: spread) | Lighthouse's index in each run | TBT of a page with no script | main thread's tasks of ${SIGNIFICANT_TASK_MS} ms or more: their length (on a CPU) | performance of each run |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  console.log(`\n${calibrationNote}`);
  console.log(`\n${lhTable}\n`);
  const belowTarget = scores.filter((s) => s.failed.length > 0);

  const summary = [
    overBudget.length ? `JS budget exceeded on ${overBudget.map((r) => r.route).join(', ')}.` : `JS budget (≤ ${JS_BUDGET_KB} KB gzip on / and /schools, in every language) met.`,
    belowTarget.length
      ? `Below target (performance ≥ 95, accessibility, SEO and best practices 100, FCP ≤ ${FCP_TARGET_MS} ms, LCP ≤ ${LCP_TARGET_MS} ms, TBT ≤ ${TBT_TARGET_MS} ms, CLS ≤ ${CLS_TARGET}): ${belowTarget.map((s) => `${s.route} (${s.failed.join(', ')})`).join('; ')}.`
      : 'Every route meets every target.',
    floorSummary(scores.map((s) => s.floor)),
  ];
  console.log(summary.join('\n'));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/web.md',
    [
      `# Web benchmark (${new Date().toISOString()})`,
      '',
      '## Gzipped JS and CSS per route (first load, phone context, after network idle)',
      '',
      sizeTable,
      '',
      `## Lighthouse (mobile form factor, simulated throttling with the CPU calibrated to the host, cold cache; the median of ${RUNS} runs per route)`,
      '',
      calibrationNote,
      '',
      lhTable,
      '',
      ...summary,
      '',
    ].join('\n'),
  );
  process.exitCode = overBudget.length || belowTarget.length ? 1 : 0;
} finally {
  await server.stop();
}
