// One log line per request at the default level (info): method, address, status, time, client; Fastify's
// own request and response lines are off. At warn, no line per request.
import { mkdtempSync, readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/server/edge/request-log.ts';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type Started } from './edge-app.ts';

let started: Started | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

/** The app logging at `level` into `lines`. */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const edge = edgeWith({ rateLimit: { max: 3 } });
  const running = await startApp(testDatabases()[0]!, { logger: { level, stream }, edge }, false);
  started = running;
  lines.length = 0; // start-up lines
  return { ...running, lines };
}

async function logOf(level: string, urls: [string, string][]) {
  const { app, close, lines } = await appLogging(level);
  for (const [method, url] of urls) await app.inject({ method: method as 'GET', url });
  // The request lines leave together every few milliseconds, and the last ones when the server closes.
  started = undefined;
  await close();
  return lines;
}

describe('request log', () => {
  it('writes one line per request with method, url, status, ms and ip', async () => {
    const lines = await logOf('info', [
      ['GET', '/api/counts'],
      ['GET', '/api/nothing'],
      ['POST', '/api/counts'],
      ['GET', '/api/schools?page=x'],
      ['GET', '/api/counts'],
    ]);
    expect(lines.map(({ method, url, status }) => [method, url, status])).toEqual([
      ['GET', '/api/counts', 200],
      ['GET', '/api/nothing', 404],
      ['POST', '/api/counts', 405],
      ['GET', '/api/schools?page=x', 400],
      ['GET', '/api/counts', 429],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 30, msg: 'request', ip: '127.0.0.1', reqId: expect.any(String), pid: process.pid, hostname: hostname() });
      expect(line.time).toEqual(expect.any(Number));
      expect(line.ms).toEqual(expect.any(Number));
      expect(line).not.toHaveProperty('req');
      expect(line).not.toHaveProperty('res');
    }
  });

  it('writes a line for each request while the server runs, not only when it closes', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject('/api/counts');
    await expect.poll(() => lines.map(({ url }) => url), { timeout: 30_000 }).toEqual(['/api/counts']);
  });

  it('writes the lines in order through its buffer, and counts the lines a slow reader loses', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'log-')), 'server.log');
    const { stream } = loggerOptions('info', { dest: file, bufferBytes: 2_000, reportMs: 50 });
    const logger = pino({ level: 'info' }, stream);
    for (let n = 0; n < 10; n++) logger.info({ n }, 'line');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let n = 10; n < 200; n++) logger.info({ n }, 'line'); // far beyond 2,000 bytes at once: most are dropped
    const read = () => readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { n?: number; msg: string });
    await expect.poll(() => read().some(({ msg }) => msg.includes('log lines dropped'))).toBe(true);
    stream.flushSync();
    const lines = read();
    const numbers = lines.flatMap(({ n }) => (n === undefined ? [] : [n]));
    expect(numbers.slice(0, 10)).toEqual([...Array(10).keys()]);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const missing = 200 - numbers.length;
    expect(missing).toBeGreaterThan(100);
    const reported = lines.flatMap(({ msg }) => /^(\d+) log lines dropped since the start/.exec(msg)?.[1] ?? []).map(Number);
    expect(reported.at(-1)).toBeGreaterThanOrEqual(missing); // and the warnings that were dropped themselves
  });

  it('writes no line per request at warn', async () => {
    expect(await logOf('warn', [['GET', '/api/counts'], ['GET', '/api/nothing']])).toEqual([]);
  });
});
