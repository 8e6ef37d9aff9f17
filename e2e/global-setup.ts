// Starts, once for all browser tests, a local stand-in for the Address Lookup Service (ALS), one for a push service
// (the origin the server takes subscriptions on: tests/push-service.ts) and the production server calling them, and
// hands their addresses to the tests. No test reaches the internet.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import { fixtureHandler, startFakeAls, type FakeAls } from '../src/server/places/fake-als.ts';
import { type PushService, startPushService } from '../tests/push-service.ts';
import { startServer, type StartedServer } from './server.ts';
import { ALS_FIXTURES, ALS_NO_ANSWER, ALS_UNREACHABLE } from './als.ts';

/** TEST_RUN_ID keeps concurrent runs on one machine off each other's data (as tests/databases.ts does). */
const RUN = (process.env.TEST_RUN_ID ?? '').replace(/[^a-z0-9_]/gi, '');

let server: StartedServer | undefined;
let als: FakeAls | undefined;
let push: PushService | undefined;

/**
 * Recorded answers for the fixtures' addresses; a query holding ALS_UNREACHABLE drops the connection (as a
 * network that is down), one holding ALS_NO_ANSWER never answers (the server's time limit then applies).
 */
const recorded = fixtureHandler(ALS_FIXTURES);
function alsHandler(url: URL, request: IncomingMessage, response: ServerResponse) {
  const q = url.searchParams.get('q') ?? '';
  // Every answer closes its connection: a kept-alive one could be closed by this side just as the server sends its
  // next lookup on it, which would then fail as if ALS were down.
  response.setHeader('connection', 'close');
  if (q.includes(ALS_UNREACHABLE)) request.socket.destroy();
  else if (q.includes(ALS_NO_ANSWER)) return;
  else recorded(url, request, response);
}

export default async function setup(project: TestProject) {
  als = await startFakeAls(alsHandler);
  push = await startPushService();
  try {
    server = await startServer({
      port: Number(process.env.E2E_PORT ?? 5200),
      // A run of its own (TEST_RUN_ID) has its own data: the folder is emptied at start.
      dataDir: `.tmp/e2e-data${RUN ? `-${RUN}` : ''}`,
      addressLookupUrl: als.url,
      env: { PUSH: 'on', PUSH_SERVICE_ORIGINS: push.origin },
    });
  } catch (error) {
    await als.close();
    await push.close();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('pushServiceOrigin', push.origin);
  return async () => {
    await server?.stop();
    await als?.close();
    await push?.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The stand-in push service's origin: the endpoints of the tests' subscriptions are there. */
    pushServiceOrigin: string;
  }
}
