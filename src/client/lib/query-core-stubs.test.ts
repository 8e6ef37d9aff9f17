// The stand-ins hold for the installed react-query: every call its QueryClient makes on the mutation cache is one
// MutationCache answers, and its queries reach the infinite behaviour only for an infinite query.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { focusManager, MutationCache, onlineManager, systemSetTimeoutZero, timeoutManager } from './query-core-stubs.ts';

const coreDir = path.dirname(createRequire(import.meta.url).resolve('@tanstack/query-core'));
const source = (file: string) => readFileSync(path.join(coreDir, file), 'utf8');

describe('query-core stand-ins', () => {
  it('answer every call QueryClient makes on its mutation cache', () => {
    const called = new Set([...source('queryClient.js').matchAll(/#mutationCache\.(\w+)/g)].map((match) => match[1]!));
    expect(called.size).toBeGreaterThan(0);
    for (const method of called) expect(typeof (MutationCache.prototype as unknown as Record<string, unknown>)[method], method).toBe('function');
  });

  it('are reached by infinite queries only', () => {
    const uses = source('query.js').match(/.*infiniteQueryBehavior\(.*/g) ?? [];
    expect(uses).toHaveLength(1);
    expect(uses[0]).toContain('=== "infinite" ? infiniteQueryBehavior(');
  });

  it('answer every call the core makes on its focus and online managers', () => {
    for (const [name, stub] of [['focusManager', focusManager], ['onlineManager', onlineManager]] as const) {
      const called = new Set(['queryClient.js', 'queryObserver.js', 'retryer.js'].flatMap((file) => [...source(file).matchAll(new RegExp(`${name}\\.(\\w+)\\(`, 'g'))].map((match) => match[1]!)));
      expect(called.size, name).toBeGreaterThan(0);
      for (const method of called) expect(typeof (stub as unknown as Record<string, unknown>)[method], `${name}.${method}`).toBe('function');
    }
  });

  it('answer every call the core makes on its timeout manager, with the browser’s own timers', async () => {
    const importers = ['notifyManager.js', 'queryObserver.js', 'removable.js', 'utils.js'];
    const called = new Set(importers.flatMap((file) => [...source(file).matchAll(/timeoutManager\.(\w+)\(/g)].map((match) => match[1]!)));
    expect(called.size).toBeGreaterThan(0);
    for (const method of called) expect(typeof (timeoutManager as unknown as Record<string, unknown>)[method], method).toBe('function');
    expect(source('notifyManager.js')).toContain('import { systemSetTimeoutZero } from "./timeoutManager.js"');
    const fired: string[] = [];
    timeoutManager.setTimeout(() => fired.push('timeout'), 0);
    timeoutManager.clearTimeout(timeoutManager.setTimeout(() => fired.push('cleared'), 0));
    systemSetTimeoutZero(() => fired.push('zero'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fired.sort()).toEqual(['timeout', 'zero']);
  });

  it('stand for focus and connection only where the site never refetches on them, retries or pauses', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false, retry: false, networkMode: 'always' });
  });
});
