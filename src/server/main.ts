// The server's entry point (`npm start`, `node src/server/main.ts`): the module hook that spares Node's resolver its
// package.json work first (package-scope-hook.ts), then the server (start.ts), imported once the hook is in place: a
// static import would be resolved, with everything it imports, before the hook ran.
//
// hold-tick.ts comes first of all: it sets process.nextTick up before any code runs (decision record 020).
import './hold-tick.ts';
import './package-scope-hook.ts';

await import('./start.ts');
