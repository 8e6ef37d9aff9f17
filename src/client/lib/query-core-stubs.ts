// Stand-ins for the parts of react-query's core the site never uses, put in their place in the browser's build
// (vite.config.ts, queryCoreStubs): the site only reads, so it makes no mutation, and no query of it is infinite.

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
