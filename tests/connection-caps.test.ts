// The connection caps: the total (server.maxConnections) and the per-address cap, from which trusted proxies
// are exempt (they carry many clients). Loopback addresses 127.0.0.x stand for different clients.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type EdgeChanges, type Started } from './edge-app.ts';

let started: Started | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await started?.close();
  started = undefined;
});

/** Opens `each` sockets from every address; resolves with how many the server keeps once it has dealt with all. */
async function keptOpen(changes: EdgeChanges, from: string[], each: number): Promise<number> {
  started = await startApp(testDatabases()[0]!, { edge: edgeWith(changes) });
  const { app, port } = started;
  let closedByServer = 0;
  for (const localAddress of from) {
    for (let i = 0; i < each; i++) {
      const socket = connect({ port, host: '127.0.0.1', localAddress });
      socket.on('error', () => undefined);
      socket.on('close', () => closedByServer++);
      sockets.push(socket);
      await new Promise((resolve) => socket.once('connect', resolve));
    }
  }
  // Each socket is then either open on the server or closed by it (seen here); on a busy host that takes a while.
  const open = () => new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n)));
  await expect.poll(async () => (await open()) + closedByServer).toBe(from.length * each);
  return open();
}

describe('connection caps', () => {
  it('keeps at most maxConnections sockets in all', async () => {
    expect(await keptOpen({ maxConnections: 30 }, ['127.0.0.2', '127.0.0.3', '127.0.0.4'], 20)).toBe(30);
  });

  it('keeps at most maxConnectionsPerAddress sockets from one address, each address apart', async () => {
    expect(await keptOpen({ maxConnectionsPerAddress: 10 }, ['127.0.0.2', '127.0.0.3'], 25)).toBe(20);
  });

  it('does not cap a trusted proxy by address', async () => {
    expect(await keptOpen({ maxConnectionsPerAddress: 10, trustProxy: ['127.0.0.0/30'] }, ['127.0.0.2'], 25)).toBe(25);
  });
});
