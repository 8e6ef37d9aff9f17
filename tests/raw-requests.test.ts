// Requests that never reach a route (a request line Node cannot parse): still a JSON { message }, over a socket.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { startApp, type Started } from './edge-app.ts';

let started: Started;
let port: number;

beforeAll(async () => {
  started = await startApp(testDatabases()[0]!);
  port = started.port;
});
afterAll(() => started.close());

/** Sends the bytes and reads until the server closes; `keepOpen` writes without ending this side, as a client that
 * pipelines requests and waits for their answers does. */
function send(raw: Buffer, keepOpen = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => (keepOpen ? socket.write(raw) : socket.end(raw)));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('requests that cannot be parsed', () => {
  it('answers a request line with a space in the path with a 400 and a JSON message', async () => {
    const response = await send(Buffer.from('GET /api/schools?name=a b HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(response).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(response).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(response.split('\r\n\r\n')[1]!)).toEqual({
      message: 'The request could not be read: malformed request line or headers',
    });
  });

  it('answers a bad Content-Length the same way', async () => {
    const response = await send(Buffer.from('GET /api/counts HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain('"message"');
  });

  it('answers a good request pipelined before a malformed one in the same write, then the 400', async () => {
    const response = await send(Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\nGET /a b HTTP/1.1\r\nHost: x\r\n\r\n'), true);
    // Each answer's status line, in order (the second follows the first's JSON body on the same line).
    const statuses = [...response.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '400']);
    expect(response).toContain('"status":"ok"');
    expect(response).toContain('The request could not be read: malformed request line or headers');
  });
});
