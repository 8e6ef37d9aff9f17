// The server's entry point (`npm start`, `node src/server/main.ts`): the module hook that spares Node's resolver its
// package.json work first (package-scope-hook.ts), then the server (start.ts), imported once the hook is in place: a
// static import would be resolved, with everything it imports, before the hook ran.
//
// node:async_hooks comes first of all: loading it asks whether Node's async context frames are on (they are, in Node 24),
// and the first such question switches the class behind every callback's context frame to its active form. Switched
// later, by the first AsyncLocalStorage of React's renderer, it left the code Node had already optimized on the way of
// every request (process.nextTick, its queue, the callbacks' scopes) with generic property loads: a small cached answer
// cost about 1 µs more (decision record 020).
import 'node:async_hooks';
import './package-scope-hook.ts';

await import('./start.ts');
