// The yardstick: a bare node:http server answering, for each benchmarked path, the app's bytes (body and headers).
// The first module of the server's entry point too (main.ts): without it, a major collection while no tick is queued
// would leave this server's every process.nextTick slower (hold-tick.ts), the yardstick slower and the ratio flattered.
import '../src/server/hold-tick.ts';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answersFile, port] = process.argv.slice(2) as [string, string];
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8')) as Record<string, { body: string; headers: Record<string, string> }>).map(
    ([path, { body, headers }]) => [path, { body: Buffer.from(body), headers }],
  ),
);
const EMPTY = { body: Buffer.from('{}'), headers: { 'content-type': 'application/json; charset=utf-8' } };

createServer((request, response) => {
  // A search from a new point each time is answered with the bytes of one such search (bench/api.ts).
  const { body, headers } = answers.get((request.url ?? '').replace(/near=[^&]*/, 'near=POINT')) ?? EMPTY;
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1');
