// Stopping on SIGTERM (a container stopping, a deploy) or SIGINT (Ctrl-C): the server stops taking connections,
// lets the requests in flight finish (new ones get 503 meanwhile), closes the database and exits 0. Requests still
// running at the deadline have their connections closed and the process exits 1.
import { plainMessage } from './db/database-errors.ts';

/** Under the 10 s `docker stop` and Kubernetes give before SIGKILL. */
export const DRAIN_DEADLINE_MS = 8_000;
const IDLE_CHECK_MS = 50;

/** What is running, filled in as start-up goes on. */
export interface Running {
  app?: { close(): PromiseLike<unknown>; server: { closeAllConnections(): void; closeIdleConnections(): void } };
  store?: { stop(): void };
  /** The automatic refresh's timers (import/refresh.ts). */
  refresh?: { stop(): void };
  /** The push sender (push/push-sender.ts): no new run; the one sending finishes (each send has a time limit). */
  sender?: { stop(): Promise<void> };
  handle?: { close(): Promise<void> };
}

export function stopOnSignals(running: Running, drainMs = DRAIN_DEADLINE_MS): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // npm forwards the terminal's Ctrl-C to a process that received it already: one stop is enough.
    if (stopping) return;
    stopping = true;
    const { app, store, refresh, sender, handle } = running;
    if (!app) {
      // Still starting (importing): nothing is served yet, and an interrupted import is rolled back.
      console.log(`${signal} while starting: stopping`);
      process.exit(1);
    }
    console.log(`${signal}: finishing the requests in flight (at most ${drainMs / 1000} s), then stopping`);
    const deadline = setTimeout(() => {
      console.error(`requests still running after ${drainMs / 1000} s: closing their connections`);
      app.server.closeAllConnections();
      process.exit(1);
    }, drainMs);
    // Closing the server closes the idle keep-alive connections once; a connection whose request finishes
    // afterwards would stay open until its keep-alive timeout: close each as soon as it is idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
    try {
      store?.stop();
      refresh?.stop();
      await app.close();
      clearInterval(idle);
      await sender?.stop();
      await handle?.close();
    } catch (error) {
      console.error(`stopping failed: ${plainMessage(error)}`);
      process.exit(1);
    }
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
