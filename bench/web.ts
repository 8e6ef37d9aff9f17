// Web benchmark: gzipped JS/CSS per route on first load, then Lighthouse 12 (mobile, default
// throttling) for performance and accessibility, against the production server and the built client.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, newContext } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';

const PORT = 5300;
const DEBUG_PORT = 9222;
const JS_BUDGET_KB = 120;
const CLIENT_DIR = 'dist/client';

/** Gzipped size of a built asset: the precompressed .gz beside it, else gzip computed here. */
function gzipBytes(pathname: string): number {
  const file = path.join(CLIENT_DIR, pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

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

async function lighthouseRows(baseUrl: string, routes: [string, string][]) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-chromium-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const rows: string[] = [];
  const scores: { route: string; performance: number; accessibility: number }[] = [];
  try {
    await waitForDebugger();
    for (const [name, route] of routes) {
      const result = await lighthouse(
        `${baseUrl}${route}`,
        { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        {
          extends: 'lighthouse:default',
          // Mobile form factor and simulated throttling are the defaults; no map tiles from the internet.
          settings: { formFactor: 'mobile', blockedUrlPatterns: ['*openstreetmap.org*'] },
        },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const ms = (key: string) => `${Math.round(audits[key]?.numericValue ?? NaN)} ms`;
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id);
      if (failing.length) console.log(`  ${route}: accessibility audits not passed: ${failing.join(', ')}`);
      scores.push({ route, performance: score('performance'), accessibility: score('accessibility') });
      rows.push(
        `| ${name} \`${route}\` | ${score('performance')} | ${score('accessibility')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    chromium.kill('SIGTERM');
    await new Promise((resolve) => (chromium.exitCode !== null ? resolve(undefined) : chromium.once('exit', resolve)));
    rmSync(profile, { recursive: true, force: true });
  }
  return { rows, scores };
}

const server = await startServer({ port: PORT, dataDir: '.tmp/bench-web-data' });
try {
  const first = (await (await fetch(`${server.baseUrl}/api/schools?limit=1`)).json()) as { schools: { id: number }[] };
  const detail = `/schools/${first.schools[0]!.id}`;
  const sizeRoutes: [string, string][] = [
    ['home', '/'],
    ['search', '/schools'],
    ['detail', detail],
    ['map', '/map'],
    ['statistics', '/statistics'],
    ['compare', '/compare'],
    ['contact', '/contact'],
  ];
  const sizes = await assetSizes(server.baseUrl, sizeRoutes);
  const sizeTable = [
    '| route | JS files | JS gzip (KB) | CSS gzip (KB) | JS budget |',
    '| --- | ---: | ---: | ---: | --- |',
    ...sizes.map((r) => {
      const budgeted = r.route === '/' || r.route === '/schools';
      const verdict = budgeted ? (r.js / 1024 <= JS_BUDGET_KB ? `ok (≤ ${JS_BUDGET_KB})` : `**over ${JS_BUDGET_KB}**`) : '';
      return `| ${r.name} \`${r.route}\` | ${r.jsFiles} | ${kb(r.js)} | ${kb(r.css)} | ${verdict} |`;
    }),
  ].join('\n');
  console.log(`\n${sizeTable}\n`);
  const overBudget = sizes.filter((r) => (r.route === '/' || r.route === '/schools') && r.js / 1024 > JS_BUDGET_KB);

  const lighthouseRoutes = sizeRoutes.filter(([name]) => name !== 'contact');
  const { rows, scores } = await lighthouseRows(server.baseUrl, lighthouseRoutes);
  const lhTable = ['| route | performance | accessibility | FCP | LCP | TBT | CLS |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |', ...rows].join('\n');
  console.log(`\n${lhTable}\n`);
  const belowTarget = scores.filter((s) => s.performance < 90 || s.accessibility < 100);

  const summary = [
    overBudget.length ? `JS budget exceeded on ${overBudget.map((r) => r.route).join(', ')}.` : `JS budget (≤ ${JS_BUDGET_KB} KB gzip on / and /schools) met.`,
    belowTarget.length
      ? `Below target (performance ≥ 90, accessibility 100): ${belowTarget.map((s) => `${s.route} (${s.performance}/${s.accessibility})`).join(', ')}.`
      : 'Every route meets performance ≥ 90 and accessibility 100.',
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
      '## Lighthouse 12 (mobile form factor, default simulated throttling)',
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
