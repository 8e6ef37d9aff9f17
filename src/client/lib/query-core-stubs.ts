// Stand-ins for the parts of react-query's core the site never uses, put in their place in the browser's build
// (vite.config.ts, librarySubsets): the site only reads, so it makes no mutation, and no query of it is infinite.

/** The QueryClient always makes one, and asks it for paused mutations (on focus, back online): there are none. */
export class MutationCache {
  findAll() {
    return [];
  }
  resumePausedMutations() {
    return Promise.resolve();
  }
  clear() {}
}

/** Only an infinite query asks for it. */
export function infiniteQueryBehavior(): never {
  throw new Error('Infinite queries are left out of the build');
}

/**
 * Focus and connection, for refetching on focus or reconnection, retrying and pausing offline: the site does none of
 * these (lib/query-client.ts: no refetch on focus, reconnection or interval, no retry, network mode 'always'), so
 * the page is always taken as focused and online and nothing is listened to.
 */
const alwaysThere = {
  isFocused: () => true,
  isOnline: () => true,
  subscribe: () => () => undefined,
};
export const focusManager = alwaysThere;
export const onlineManager = alwaysThere;

/**
 * Timers: react-query's manager lets an app put other timers in place of the browser's, which the site never does:
 * the browser's own, called as functions of the window.
 */
export const timeoutManager = {
  setTimeout: (callback: () => void, delay: number) => setTimeout(callback, delay),
  clearTimeout: (id: ReturnType<typeof setTimeout> | undefined) => clearTimeout(id),
  setInterval: (callback: () => void, delay: number) => setInterval(callback, delay),
  clearInterval: (id: ReturnType<typeof setInterval> | undefined) => clearInterval(id),
};
export const systemSetTimeoutZero = (callback: () => void) => void setTimeout(callback, 0);
