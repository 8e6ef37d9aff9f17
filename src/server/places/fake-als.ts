// For tests: a local stand-in for ALS on 127.0.0.1 that answers recorded answers (fixtures/) or misbehaves.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAlsHandler = (url: URL, request: IncomingMessage, response: ServerResponse) => void;

/** A recorded ALS answer from fixtures/, parsed. */
export function readAlsFixture(name: string): { SuggestedAddress: unknown[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
}

export const sendJson = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body));

/** Answers the fixture named for each query (by its text as ALS receives it), else an empty answer. */
export function fixtureHandler(byQuery: Record<string, string>): FakeAlsHandler {
  return (url, _request, response) => {
    const q = url.searchParams.get('q') ?? '';
    const name = byQuery[q];
    sendJson(response, name ? readAlsFixture(name) : { RequestAddress: { AddressLine: [q] }, SuggestedAddress: [] });
  };
}

export interface FakeAls {
  /** The lookup URL, like https://www.als.gov.hk/lookup. */
  url: string;
  /** Every request received, with its headers. */
  calls: { url: URL; accept: string | undefined }[];
  handler: FakeAlsHandler;
  close(): Promise<void>;
}

export async function startFakeAls(handler: FakeAlsHandler): Promise<FakeAls> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.calls.push({ url, accept: request.headers.accept });
    if (url.pathname !== '/lookup') sendJson(response, { message: 'not found' }, 404);
    else fake.handler(url, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeAls = {
    url: `http://127.0.0.1:${port}/lookup`,
    calls: [],
    handler,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** Never answers: for time limits. */
export const hangingHandler: FakeAlsHandler = () => {};
