// The server's entry point (`npm start`, `node src/server/main.ts`): the module hook that spares Node's resolver its
// package.json work first (package-scope-hook.ts), then the server (start.ts), imported once the hook is in place: a
// static import would be resolved, with everything it imports, before the hook ran.
//
// node:async_hooks comes first of all: an ES import reads every export of it, AsyncLocalStorage among them, and the
// first such read switches the class behind every callback's async context frame to its active form (Node 24).
// Switched later (during buildApp, when a library first read it), it left the code Node had already optimized on the
// way of every request (process.nextTick, its queue, the callbacks' scopes) with generic property loads: a small
// cached answer cost about 1 µs more (decision record 020).
import 'node:async_hooks';
import './package-scope-hook.ts';

await import('./start.ts');
