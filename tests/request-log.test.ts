// One log line per request at the default level (info): method, address, status, time, client; Fastify's
// own request and response lines are off. At warn, no line per request.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type Started } from './edge-app.ts';

let started: Started | undefined;
afterEach(() => started?.close());

async function logOf(level: string, urls: [string, string][]) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const edge = edgeWith({ rateLimit: { max: 3 } });
  started = await startApp(testDatabases()[0]!, { logger: { level, stream }, edge }, false);
  lines.length = 0; // start-up lines
  for (const [method, url] of urls) await started.app.inject({ method: method as 'GET', url });
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
      expect(line).toMatchObject({ level: 30, msg: 'request', ip: '127.0.0.1', reqId: expect.any(String) });
      expect(line.ms).toEqual(expect.any(Number));
      expect(line).not.toHaveProperty('req');
      expect(line).not.toHaveProperty('res');
    }
  });

  it('writes no line per request at warn', async () => {
    expect(await logOf('warn', [['GET', '/api/counts'], ['GET', '/api/nothing']])).toEqual([]);
  });
});
