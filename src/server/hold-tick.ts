// Two things about process.nextTick, which Node's HTTP and streams code calls several times a request, done before
// anything else runs (main.ts imports this module first; decision record 020):
//
// - node:async_hooks is imported: an ES import reads every export of it, AsyncLocalStorage among them, and the first
//   such read switches the class behind every callback's async context frame to its active form (Node 24). Switched
//   later (during buildApp, when a library first read it), it left the code Node had already optimized on the way of
//   every request with generic property loads: a small cached answer cost about 1 µs more.
// - One of nextTick's queue entries is held for the process's life. Each entry is an object literal whose shape (V8's
//   map) V8 may collect at a major collection while no entry is alive, which is most of the time between turns of the
//   event loop. The optimized nextTick's feedback then names a map that is gone, no new entry matches it, the feedback
//   turns megamorphic for good, and every later tick builds its entry through V8's runtime: a loop of ticks ran at
//   75–80 ns a tick, and at 560–670 ns after three major collections; with one entry held, 78–83 ns after them. The
//   entry of a tick is the resource its callback runs in (executionAsyncResource).
import { executionAsyncResource } from 'node:async_hooks';

/** The entry held (its callback and arguments are this module's own small function, nothing else). */
export let heldTick: object | undefined;

process.nextTick(() => {
  heldTick = executionAsyncResource();
});
