// One more try, at once, for a request whose connection broke before any answer came: most often a pooled
// keep-alive socket that the server closed just as fetch reused it ("other side closed", undici#3141). Only while
// the request's own time limit (its signal) has not run out; any other failure is thrown as it is.
const BROKEN_CONNECTION = new Set(['UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNRESET', 'EPIPE']);

/** Whether fetch failed because the connection broke (not refused, not timed out, not an HTTP status). */
export function isBrokenConnection(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' && BROKEN_CONNECTION.has(code);
}

export async function fetchWithOneRetry(fetchImpl: typeof fetch, url: string | URL, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    if (init.signal.aborted || !isBrokenConnection(error)) throw error;
    return fetchImpl(url, init);
  }
}

/** fetch's message with the reason beneath it: "fetch failed: other side closed", not "fetch failed" alone. */
export function fetchFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause instanceof Error && cause.message && !message.includes(cause.message) ? `${message}: ${cause.message}` : message;
}
