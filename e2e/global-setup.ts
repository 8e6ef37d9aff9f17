// Starts, once for all browser tests, a local stand-in for the Address Lookup Service (ALS) and the production
// server calling it, and hands the server's address to the tests. No test reaches the internet.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import { fixtureHandler, startFakeAls, type FakeAls } from '../src/server/places/fake-als.ts';
import { startServer, type StartedServer } from './server.ts';
import { ALS_FIXTURES, ALS_NO_ANSWER, ALS_UNREACHABLE } from './als.ts';

let server: StartedServer | undefined;
let als: FakeAls | undefined;

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
  try {
    server = await startServer({ port: Number(process.env.E2E_PORT ?? 5200), dataDir: '.tmp/e2e-data', addressLookupUrl: als.url });
  } catch (error) {
    await als.close();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server?.stop();
    await als?.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
