// Stalled connections: one client holding thousands of them cannot keep /api/health from answering (the
// per-address cap closes the rest, see src/server/edge/connection-cap.ts). Loopback only, bounded, self-cleaning.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { edgeWith, startApp, type Started } from './edge-app.ts';

const STALLED = 3000;
const PER_ADDRESS = 256;

/** Opens a socket from localAddress that sends the start of a request and then nothing; onClose when it closes. */
function stalledSocket(port: number, localAddress: string, onClose: () => void): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n'); // no blank line: the headers never end
      resolve(socket);
    });
    socket.on('close', onClose);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
  });
}

function health(port: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // 30 s: only against a hang.
    const req = request({ port, host: '127.0.0.1', path: '/api/health', agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('/api/health did not answer within 30 s')));
    req.on('error', reject);
    req.end();
  });
}

// On PGlite only: the cap closes sockets before any route, whichever database is under the app (it ran on PostgreSQL
// too, 5 s for the same check; decision record 024).
describe.each(testDatabases().slice(0, 1))('connections on $name', (db) => {
  let started: Started;
  beforeAll(async () => {
    const edge = edgeWith({ maxConnectionsPerAddress: PER_ADDRESS, timeouts: { headersMs: 60_000, requestMs: 60_000 } });
    started = await startApp(db, { edge });
  });
  afterAll(() => started.close());

  // The probe's own address (its sockets are evicted, oldest stalled first) and another (kept apart); ~5 s each.
  it.each(['127.0.0.1', '127.0.0.2'])(`answers /api/health while %s holds ${STALLED} stalled connections`, async (attacker) => {
    const sockets: Socket[] = [];
    let closedByServer = 0;
    const t0 = performance.now();
    for (let i = 0; i < STALLED; i += 250) {
      const batch = await Promise.all(Array.from({ length: Math.min(250, STALLED - i) }, () => stalledSocket(started.port, attacker, () => closedByServer++)));
      sockets.push(...batch);
    }
    const openMs = performance.now() - t0;
    try {
      // Every socket is either still open on the server or closed by it, seen by the client, once the server has
      // dealt with them all (on a busy host that takes a while).
      const openOnServer = () => new Promise<number>((resolve) => started.app.server.getConnections((_e, n) => resolve(n)));
      await expect.poll(async () => (await openOnServer()) + closedByServer).toBe(STALLED);
      const open = await openOnServer();
      const probes = [await health(started.port), await health(started.port), await health(started.port)];
      console.log(`${attacker}: ${STALLED} stalled sockets opened in ${openMs.toFixed(0)} ms; the server closed ${closedByServer} and kept ${open}; /api/health in ${probes.map((p) => p.ms.toFixed(1)).join(', ')} ms`);
      expect(probes.map((p) => p.status)).toEqual([200, 200, 200]);
      expect(open).toBeLessThanOrEqual(PER_ADDRESS + 1);
      expect(closedByServer).toBeGreaterThanOrEqual(STALLED - PER_ADDRESS - 3);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
