// The package-scope hook resolves every module to the same file and format as Node's own resolver: the modules the
// server loads from drizzle-orm, PGlite, Fastify and React (files; the hook's own built-in modules aside), recorded in
// a child process with and without the hook.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The URL and format of every module a fresh node process loads for these imports, sorted. */
function modulesLoaded(withHook: boolean): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = [];
    registerHooks({ load(url, context, nextLoad) { loaded.push(url + ' ' + context.format); return nextLoad(url, context); } });
    ${withHook ? "await import('./src/server/package-scope-hook.ts');" : ''}
    for (const name of ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres', '@electric-sql/pglite', 'fastify', 'react-dom/server', 'zod']) await import(name);
    console.log(JSON.stringify(loaded.filter((url) => url.startsWith('file:') && !url.includes('package-scope-hook')).sort()));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
}

describe('package-scope-hook', () => {
  it('loads the same modules in the same formats as Node alone', () => {
    const alone = modulesLoaded(false);
    expect(alone.filter((line) => line.includes('/drizzle-orm/')).length).toBeGreaterThan(100);
    expect(modulesLoaded(true)).toEqual(alone);
  });
});
