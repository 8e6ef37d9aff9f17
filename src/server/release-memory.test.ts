import { describe, expect, it, vi } from 'vitest';
import { releaseMemory } from './release-memory.ts';

describe('releaseMemory', () => {
  it('runs one last-resort collection, at once, where node exposes gc', () => {
    const gc = vi.fn();
    releaseMemory(gc as unknown as NodeJS.GCFunction);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  });

  it('does nothing where it does not', () => {
    expect(() => releaseMemory(undefined)).not.toThrow();
  });
});
