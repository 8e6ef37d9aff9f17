// A stand-in for the build (dist/): an entry script, the manifest naming it, and a server entry whose render
// answers every page with a small HTML page (or with `entry`, the test's own render).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PAGE_ENTRY = `export async function render() {
  return new Response('<!doctype html><title>港校指南</title>', { status: 200 });
}`;

/** The fake client folder (dist/client beside dist/server), with assets/app-1.js. */
export function fakeBuiltClient(entry = PAGE_ENTRY): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const clientDir = path.join(dist, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  mkdirSync(path.join(clientDir, '.vite'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify({ 'src/client/main.tsx': { file: 'assets/app-1.js', isEntry: true } }));
  writeFileSync(path.join(clientDir, 'assets/app-1.js'), 'export {};');
  writeFileSync(path.join(dist, 'server/entry-server.js'), entry);
  return clientDir;
}
