// The LISTEN connection of a server on PostgreSQL: hears other processes announce an import. A connection
// that drops (server restart, failover, pg_terminate_backend) is made again, after 0.5 s, 1 s, 2 s … up to 30 s,
// and the callback runs once after each reconnection, for an announcement that came while it was away.
import pg from 'pg';

export const IMPORT_CHANNEL = 'schools_imported';
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

export interface ImportListener {
  close(): Promise<void>;
}

export async function listenForImports(
  connectionString: string,
  callback: () => void,
  log: (line: string) => void = (line) => console.error(line),
): Promise<ImportListener> {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let delay = FIRST_DELAY_MS;
  /** A connection was lost or failed: the next one that succeeds catches up with a reload. */
  let lostOne = false;

  const retry = (reason: string) => {
    if (closed || timer) return;
    log(`PostgreSQL LISTEN connection lost (${reason}); connecting again in ${delay / 1000} s`);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const drop = (reason: string) => {
      if (lost) return;
      lost = true;
      lostOne = true;
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      retry(reason);
    };
    next.on('error', (error) => drop(error.message));
    next.on('end', () => drop('connection closed'));
    next.on('notification', () => callback());
    try {
      await next.connect();
      await next.query(`listen ${IMPORT_CHANNEL}`);
    } catch (error) {
      drop((error as Error).message);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = FIRST_DELAY_MS;
    if (lostOne) {
      lostOne = false;
      log('PostgreSQL LISTEN connection made again');
      callback();
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
