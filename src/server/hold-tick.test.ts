// The entry of process.nextTick's queue that hold-tick.ts holds: the object Node made for a tick (its callback, its
// async ids under symbols), not another resource.
import { expect, it } from 'vitest';

it('holds one of process.nextTick’s queue entries', async () => {
  const { heldTick } = await import('./hold-tick.ts').then(async (module) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return module;
  });
  expect(heldTick).toMatchObject({ callback: expect.any(Function) });
  expect(Object.getOwnPropertySymbols(heldTick).length).toBeGreaterThanOrEqual(2);
});
