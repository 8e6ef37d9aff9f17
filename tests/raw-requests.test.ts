// Requests that never reach a route (a request line Node cannot parse): still a JSON { message }, over a socket.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { SchoolStore } from '../src/server/read-model/school-store.ts';
import { testDatabases } from './databases.ts';

let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  handle = await testDatabases()[0]!.open();
  const store = new SchoolStore(handle);
  await store.start(0);
  app = await buildApp({ handle, store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

function send(raw: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
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
});
