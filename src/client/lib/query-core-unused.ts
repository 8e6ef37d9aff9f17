// TanStack Query's mutations and infinite queries, which the site does not use, replaced in the browser's build by
// these stand-ins (vite.config.ts): about 1.5 KB less on every first screen. Using one fails with this message.
function unused(): never {
  throw new Error('Mutations and infinite queries are left out of the build (vite.config.ts, src/client/lib/query-core-unused.ts)');
}

export class Mutation {
  constructor() {
    unused();
  }
}
export const getDefaultState = unused;
export const infiniteQueryBehavior = unused;
export const hasNextPage = unused;
export const hasPreviousPage = unused;
