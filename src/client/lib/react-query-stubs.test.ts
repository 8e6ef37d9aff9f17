// The stand-ins hold for the installed react-query: they give every name its query hook imports from the modules they
// stand for, and refuse, with a message, a query that would suspend or throw its error (which they leave out).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import * as stubs from './react-query-stubs.ts';

const reactQueryDir = path.dirname(createRequire(import.meta.url).resolve('@tanstack/react-query'));
const STOOD_FOR = ['./errorBoundaryUtils.js', './suspense.js', './QueryErrorResetBoundary.js', './IsRestoringProvider.js'];

describe('react-query stand-ins', () => {
  it('give every name useBaseQuery imports from the modules they stand for', () => {
    const source = readFileSync(path.join(reactQueryDir, 'useBaseQuery.js'), 'utf8');
    const imported = STOOD_FOR.flatMap((module) => {
      const names = new RegExp(`import \\{([^}]+)\\} from "${module.replace(/\./g, '\\.')}"`).exec(source)?.[1];
      expect(names, module).toBeDefined();
      return names!.split(',').map((name) => name.trim());
    });
    expect(imported.length).toBeGreaterThan(5);
    for (const name of imported) expect(typeof (stubs as Record<string, unknown>)[name], name).toBe('function');
  });

  it('never suspend nor throw to an error boundary, and refuse a query that asks them to', () => {
    expect(stubs.shouldSuspend()).toBe(false);
    expect(stubs.getHasError()).toBe(false);
    expect(stubs.useIsRestoring()).toBe(false);
    expect(() => stubs.ensureSuspenseTimers({})).not.toThrow();
    expect(() => stubs.ensureSuspenseTimers({ suspense: true })).toThrow(/left out of the build/);
    expect(() => stubs.ensureSuspenseTimers({ throwOnError: true })).toThrow(/left out of the build/);
  });

  it('stand where no query of the site suspends or throws: neither the defaults nor any query asks for it', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.throwOnError).toBeUndefined();
    expect((queries as { suspense?: unknown }).suspense).toBeUndefined();
    const clientDir = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.endsWith('-stubs.ts'));
    const asking = files.filter((file) => /\b(useSuspenseQuery|useSuspenseQueries|useSuspenseInfiniteQuery|throwOnError|suspense:)/.test(readFileSync(path.join(clientDir, file), 'utf8')));
    expect(asking).toEqual([]);
  });
});
