import { describe, expect, it, vi } from 'vitest';
import { codePart } from './code-part.ts';

describe('codePart', () => {
  it('loads the chunk once and marks it loaded, as React’s use reads it at once', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const part = codePart(importer);
    const first = part.load();
    expect((first as { status?: string }).status).toBeUndefined();
    await first;
    await Promise.resolve();
    expect(part.load()).toBe(first);
    expect(first).toMatchObject({ status: 'fulfilled', value: { answer: 42 } });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a lost connection)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 42 });
    const part = codePart(importer as () => Promise<{ answer: number }>);
    await expect(part.load()).rejects.toThrow('offline');
    await Promise.resolve();
    await expect(part.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
