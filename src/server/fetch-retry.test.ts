// The one retry of a broken connection, against a local server that closes connections without answering.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFailureMessage, fetchWithOneRetry } from './fetch-retry.ts';

const OK = 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok';
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that reads each request and ends the first `closing` connections without a byte of answer. */
async function closingServer(closing: number): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  server = createServer((socket: Socket) => {
    const n = ++connections;
    socket.once('data', () => (n <= closing ? socket.end() : socket.end(OK)));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/file.csv`, connections: () => connections };
}

const signal = () => AbortSignal.timeout(30_000); // only against a hang

describe('fetchWithOneRetry', () => {
  it('asks once more when the server closes the connection without answering', async () => {
    const { url, connections } = await closingServer(1);
    const response = await fetchWithOneRetry(fetch, url, { signal: signal() });
    expect(await response.text()).toBe('ok');
    expect(connections()).toBe(2);
  });

  it('gives up after the second broken connection, naming the cause', async () => {
    const { url, connections } = await closingServer(Infinity);
    const error = await fetchWithOneRetry(fetch, url, { signal: signal() }).catch((e: unknown) => e);
    expect(fetchFailureMessage(error)).toBe('fetch failed: other side closed');
    expect(connections()).toBe(2);
  });

  it('does not ask again when the connection is refused, or when the time limit has run out', async () => {
    const calls: string[] = [];
    const counted = (failure: () => unknown) =>
      (async (url: string | URL) => {
        calls.push(String(url));
        throw failure();
      }) as typeof fetch;
    const refused = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    await expect(fetchWithOneRetry(counted(refused), 'http://x/', { signal: signal() })).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(1);

    const timedOut = new AbortController();
    timedOut.abort();
    const reset = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    await expect(fetchWithOneRetry(counted(reset), 'http://x/', { signal: timedOut.signal })).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(2);
    await expect(fetchWithOneRetry(counted(reset), 'http://x/', { signal: signal() })).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(4);
  });
});

describe('fetchFailureMessage', () => {
  it('adds the cause beneath fetch’s message once', () => {
    expect(fetchFailureMessage(new TypeError('fetch failed', { cause: new Error('other side closed') }))).toBe('fetch failed: other side closed');
    expect(fetchFailureMessage(new Error('HTTP 500'))).toBe('HTTP 500');
    expect(fetchFailureMessage(new Error('read ECONNRESET', { cause: new Error('ECONNRESET') }))).toBe('read ECONNRESET');
  });
});
