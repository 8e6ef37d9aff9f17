// A part of a page whose code is a chunk of its own, loaded when the part is shown, or ahead of it: with the page's
// own chunk when the address asks for the part, so that React takes over the server's HTML of the part together
// with the page's (a click on a server-rendered control whose code has not come does nothing).
import { use } from 'react';

export interface CodePart<M> {
  /** Loads the chunk (once; again after a failure). */
  load: () => Promise<M>;
  /** The module in a component: at once when it is loaded, else a wait for it (Suspense). */
  useModule: () => M;
}

export function codePart<M>(importer: () => Promise<M>): CodePart<M> {
  let loading: Promise<M> | undefined;
  const load = () => {
    if (!loading) {
      const promise = importer();
      loading = promise;
      // Marked as React's `use` reads a settled promise at once, without suspending.
      promise.then(
        (module) => Object.assign(promise, { status: 'fulfilled', value: module }),
        () => (loading = undefined),
      );
    }
    return loading;
  };
  return { load, useModule: () => use(load()) };
}
