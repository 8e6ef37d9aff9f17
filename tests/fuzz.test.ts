// Fuzz: over 2,000 hostile requests across every route (tests/fuzz-cases.ts) and malformed raw requests
// (tests/fuzz-raw.ts), loopback only: no 5xx, { message } errors, no stack trace, server path or file
// outside the client in any body, and the server answers after. FUZZ_SEED repeats a run.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { fakeBuiltClient } from './fake-client.ts';
import { edgeWith, sendRaw, startApp, type Started } from './edge-app.ts';
import { fuzzRequests, type FuzzRequest } from './fuzz-cases.ts';
import { RAW_REQUESTS } from './fuzz-raw.ts';

const COUNT = 2200;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const clientDir = fakeBuiltClient();
const LEAKS = [/\bat [\w$.<>]+ \(/, /node_modules/, /file:\/\//, /root:x:0:0/, /"hk-school-guide"/, /buildApp/, process.cwd(), clientDir];

const leakIn = (text: string) => LEAKS.find((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));

/** What is wrong with an answer, or undefined. A 404 names the path asked for: that echo is no leak. */
function problem({ method, url }: FuzzRequest, status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  const leak = leakIn(body.replaceAll(url.split('?', 1)[0]!, ''));
  if (leak) return `body shows ${leak}`;
  if (status >= 400 && method !== 'HEAD') {
    if (!/application\/json/.test(contentType)) return `error as ${contentType}`;
    if (typeof (JSON.parse(body) as { message?: unknown }).message !== 'string') return 'error without a message';
  }
  return undefined;
}

describe.each(testDatabases())('fuzz on $name', (db) => {
  let started: Started;
  let als: Server;
  beforeAll(async () => {
    als = createServer((_request, response) => response.end('{"SuggestedAddress":[]}'));
    await new Promise<void>((resolve) => als.listen(0, '127.0.0.1', resolve));
    const alsUrl = `http://127.0.0.1:${(als.address() as { port: number }).port}/lookup`;
    const edge = edgeWith({ rateLimit: { max: 1_000_000, healthMax: 1_000_000 }, timeouts: { headersMs: 1000, requestMs: 2000, keepAliveMs: 500, checkIntervalMs: 200 } });
    started = await startApp(db, { clientDir, edge, addressLookup: { url: alsUrl, ratePerSecond: 1e6, burst: 1e6, timeoutMs: 30_000 } });
  });
  afterAll(async () => {
    await started.close();
    als.close();
  });

  it(`answers ${COUNT} hostile requests (seed ${SEED}) without a 5xx, a leak or a bare error`, async () => {
    const id = (await started.app.inject('/api/schools?limit=1')).json<{ schools: { id: number }[] }>().schools[0]!.id;
    const requests = fuzzRequests(COUNT, SEED, id);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const one = async (request: FuzzRequest) => {
      const { method, url, headers, body } = request;
      const response = await started.app.inject({ method: method as 'GET', url, headers, payload: body });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const wrong = problem(request, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
      if (wrong) failures.push(`${method} ${url.slice(0, 120)}: ${wrong}`);
    };
    for (let i = 0; i < requests.length; i += 25) await Promise.all(requests.slice(i, i + 25).map(one));
    console.log(`${requests.length} requests by status:`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    expect(failures.slice(0, 20)).toEqual([]);
    for (const status of [200, 400, 404, 405, 414]) expect(statuses.get(status), `some ${status}`).toBeGreaterThan(0);
  });

  it(`answers ${RAW_REQUESTS.length} malformed raw requests without a 5xx or a leak`, async () => {
    const answers = await Promise.all(RAW_REQUESTS.map((raw) => sendRaw(started.port, raw)));
    for (const [i, { text, closedBy }] of answers.entries()) {
      expect(closedBy, `raw ${i}`).toBe('server');
      for (const [, status] of text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)) expect(Number(status), `raw ${i}`).toBeLessThan(500);
      expect(leakIn(text), `raw ${i}`).toBeUndefined();
    }
  });

  it('still answers afterwards', async () => {
    expect((await sendRaw(started.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).text).toMatch(/^HTTP\/1\.1 200 /);
  });
});
