// The app on a test database with edge options changed for a test (short timeouts, small limits), and raw
// HTTP over a socket for what inject() cannot send (no Host, malformed lines, stalled requests).
import { connect, type AddressInfo, type Socket } from 'node:net';
import { buildApp, type AppOptions } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { edgeOptionsFromEnv, type EdgeOptions } from '../src/server/edge/edge-env.ts';
import type { TestDatabase } from './databases.ts';
import { readModelOn } from './shared-read-model.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface EdgeChanges {
  rateLimit?: Partial<EdgeOptions['rateLimit']>;
  timeouts?: Partial<EdgeOptions['timeouts']>;
  trustProxy?: string[];
  maxConnections?: number;
  maxConnectionsPerAddress?: number;
}

/** The production defaults (an empty environment) with the given changes, shedding off (vitest.config.ts says why). */
export function edgeWith(changes: EdgeChanges = {}): EdgeOptions {
  const defaults = edgeOptionsFromEnv({ OVERLOAD_EVENT_LOOP_DELAY: 'off' });
  return {
    ...defaults,
    ...changes,
    rateLimit: { ...defaults.rateLimit, ...changes.rateLimit },
    timeouts: { ...defaults.timeouts, ...changes.timeouts },
  };
}

export interface Started {
  app: App;
  handle: DatabaseHandle;
  port: number;
  /** Closes the app and releases its database (shared-read-model.ts). */
  close: () => Promise<void>;
}

/** Builds the app on the database and, with listen, serves it on a free loopback port. */
export async function startApp(db: TestDatabase, options: Partial<AppOptions> = {}, listen = true): Promise<Started> {
  const { handle, store, release } = await readModelOn(db);
  const app = await buildApp({ handle, store, addressLookup: { url: 'off' }, ...options });
  if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
  const port = listen ? (app.server.address() as AddressInfo).port : 0;
  return {
    app,
    handle,
    port,
    close: async () => {
      await app.close();
      await release();
    },
  };
}

export interface RawAnswer {
  /** Everything the server sent. */
  text: string;
  /** Who closed the socket: the server, or the guard against a hang (after guardMs). */
  closedBy: 'server' | 'guard';
}

/** Sends raw bytes and resolves with everything the server answered once it closed the socket (or guardMs passed). */
export function sendRaw(port: number, raw: string | Buffer, guardMs = 30_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    let closedBy: RawAnswer['closedBy'] = 'server';
    const timer = setTimeout(() => {
      closedBy = 'guard';
      socket.destroy();
    }, guardMs);
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedBy });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

/** The headers of a raw answer, lower-case names. */
export function rawHeaders(answer: string): Record<string, string> {
  const lines = answer.split('\r\n\r\n', 1)[0]!.split('\r\n').slice(1);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}
