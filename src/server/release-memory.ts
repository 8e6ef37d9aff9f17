// Memory given back to the system once the data is loaded (decision record 030). V8 gives back what a collection frees
// when its memory reducer runs, which it does once allocation slows down, measured at collections: after start-up, or
// after a new data version's load, an idle server collects no more, the last rate it knows is the load's, and the
// young generation and the pages the load used stay resident (about 40 MB). A last-resort collection (compacting, the
// young generation shrunk) does it at once: 150 ms, where the event loop is held by the load already. `gc` exists when
// node runs with --expose-gc, as `npm start` runs it; without it (tests) nothing is done.
export function releaseMemory(collect: NodeJS.GCFunction | undefined = globalThis.gc): void {
  collect?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
