// The yardstick: a bare node:http server answering, for each benchmarked path, the same JSON bytes.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodiesFile, port] = process.argv.slice(2) as [string, string];
const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8')) as Record<string, string>).map(([path, body]) => [
    path,
    Buffer.from(body),
  ]),
);

createServer((request, response) => {
  // A search from a new point each time is answered with the bytes of one such search (bench/api.ts).
  const body = bodies.get((request.url ?? '').replace(/near=[^&]*/, 'near=POINT')) ?? Buffer.from('{}');
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1');
