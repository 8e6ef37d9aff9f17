// The server as a process: `npm start` passes SIGTERM on and the server drains its requests and exits 0; a server
// killed with kill -9 is replaced at once on the same data folder; a data folder that cannot be written is named.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PID_FILE } from '../src/server/import/data-dir-lock.ts';
import {
  type ServerProcess,
  ensureClientBuilt,
  freePort,
  heldAddressLookup,
  portIsFree,
  processExists,
  removeSeededTemplate,
  seededDataDir,
  startUnderNonReapingParent,
  startWithNode,
  startWithNpm,
  waitUntilReady,
} from './server-process.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Stops a server process left running by a failed test. */
function stopLater(server: ServerProcess): void {
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.kill('SIGKILL');
      await server.exited;
    }
  });
}

async function dataDir(): Promise<string> {
  const dir = await seededDataDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const serverPidIn = (dir: string) => Number(readFileSync(path.join(dir, PID_FILE), 'utf8').split(' ')[0]);

// Each test starts one or two servers (a few seconds each, more on a busy machine; the default test timeout is
// only against a hang).
describe('the server process', () => {
  beforeAll(() => ensureClientBuilt(), 300_000);
  afterAll(removeSeededTemplate);

  it('npm start passes SIGTERM to the server, which finishes the request in flight, frees the port and exits 0', async () => {
    const als = await heldAddressLookup();
    cleanups.push(als.close);
    const dir = await dataDir();
    const port = await freePort();
    const npm = startWithNpm(dir, port, { ADDRESS_LOOKUP_URL: als.url });
    stopLater(npm);
    await waitUntilReady(npm);
    const serverPid = serverPidIn(dir);
    expect(serverPid).not.toBe(npm.child.pid); // npm's child: the start script's shell exec'd node

    const inFlight = fetch(`${npm.baseUrl}/api/address?q=${encodeURIComponent('沙田正街')}`);
    await als.received; // the request is inside the server, waiting on the lookup, which answers when told
    npm.child.kill('SIGTERM');
    await expect.poll(() => npm.output()).toContain('SIGTERM: finishing the requests in flight');
    als.release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { candidates: unknown[] }).candidates.length).toBeGreaterThan(0);
    // Exit 0: the drain ended before the server's own 8 s deadline (it exits 1 then).
    expect(await npm.exited, npm.output()).toEqual({ code: 0, signal: null });
    expect(processExists(serverPid)).toBe(false);
    expect(await portIsFree(port)).toBe(true);
    expect(existsSync(path.join(dir, PID_FILE))).toBe(false);
    expect(npm.output()).toContain('SIGTERM: finishing the requests in flight');
  });

  it('a second npm start from the same checkout (its prestart building when the sources changed) leaves the first serving pages', async () => {
    const first = startWithNode(await dataDir(), await freePort());
    stopLater(first);
    await waitUntilReady(first);
    const second = startWithNpm(await dataDir(), await freePort(), {}, true);
    stopLater(second);
    // The first server's home page, asked for again and again until the second is ready: never anything but the page.
    const statuses = new Set<number>();
    const ready = waitUntilReady(second, 300_000); // its prestart may build: only against a hang
    let done = false;
    void ready.finally(() => (done = true));
    while (!done) {
      const response = await fetch(`${first.baseUrl}/`);
      statuses.add(response.status);
      expect(await response.text()).toContain('<html');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await ready;
    expect([...statuses]).toEqual([200]);
    expect(second.output()).toMatch(/The build in dist\/ is current: not built again\.|swapped in as dist\//);
    expect((await fetch(`${second.baseUrl}/`)).status).toBe(200);
  });

  // One test for both (a server start saved): a live server's folder is refused, and once that server is killed
  // with kill -9, taken at once.
  it('refuses a live server on the same folder, and starts at once on the folder of one killed with kill -9', async () => {
    const dir = await dataDir();
    const port = await freePort();
    const first = startWithNode(dir, port);
    stopLater(first);
    await waitUntilReady(first);
    const refused = startWithNode(dir, await freePort());
    stopLater(refused);
    expect(await refused.exited).toEqual({ code: 1, signal: null });
    expect(refused.output()).toContain(`Another server is running on this data folder (pid ${first.child.pid})`);

    first.child.kill('SIGKILL');
    await first.exited; // its port is free for the second; its pid file is still there
    const second = startWithNode(dir, port);
    stopLater(second);
    await waitUntilReady(second);
    expect(serverPidIn(dir)).toBe(second.child.pid);
    expect(await (await fetch(`${second.baseUrl}/api/health`)).json()).toMatchObject({ status: 'ok' });
  });

  it('starts on the data folder of a killed server its parent has not reaped (a zombie keeps its pid)', async () => {
    const dir = await dataDir();
    const port = await freePort();
    const { parent, serverPid } = startUnderNonReapingParent(dir, port);
    stopLater(parent);
    await waitUntilReady(parent);
    const pid = await serverPid;
    process.kill(pid, 'SIGKILL');
    while (!/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) await new Promise((r) => setTimeout(r, 20));
    expect(processExists(pid)).toBe(true); // the zombie: kill(pid, 0) still finds it

    const second = startWithNode(dir, await freePort());
    stopLater(second);
    await waitUntilReady(second);
    expect(serverPidIn(dir)).toBe(second.child.pid);
  });

  it('names a DATA_DIR that cannot be a folder (a file is in the way), not a failed query', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'schools-file-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    writeFileSync(path.join(parent, 'file'), '');
    const dir = path.join(parent, 'file', 'data');
    const server = startWithNode(dir, await freePort());
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(`DATA_DIR ${dir} is not writable: a file is where a folder should be`);
    expect(server.output()).not.toMatch(/Failed query|params:/);
  });
});
