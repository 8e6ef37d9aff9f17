// The server's entry point (`npm start`, `node src/server/main.ts`): the module hook that spares Node's resolver its
// package.json work first (package-scope-hook.ts), then the server (start.ts), imported once the hook is in place: a
// static import would be resolved, with everything it imports, before the hook ran.
import './package-scope-hook.ts';

await import('./start.ts');
