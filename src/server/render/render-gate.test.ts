import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate.ts';

describe('RenderGate', () => {
  it('lets in at most its number of holders, the others in the order they came as places are freed', async () => {
    const gate = new RenderGate(2);
    const entered: number[] = [];
    const leaves = new Map<number, () => void>();
    const holders = [1, 2, 3, 4, 5].map((n) =>
      gate.enter().then((leave) => {
        entered.push(n);
        leaves.set(n, leave);
      }),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(entered).toEqual([1, 2]);
    expect(gate.load).toEqual({ active: 2, waiting: 3 });
    leaves.get(2)!();
    await holders[2];
    expect(entered).toEqual([1, 2, 3]);
    leaves.get(1)!();
    leaves.get(3)!();
    await Promise.all(holders);
    expect(entered).toEqual([1, 2, 3, 4, 5]);
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    leaves.get(4)!();
    leaves.get(5)!();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees a place once however often its holder leaves', async () => {
    const gate = new RenderGate(1);
    const leave = await gate.enter();
    const next = gate.enter();
    const after = gate.enter();
    leave();
    leave();
    const leaveNext = await next;
    expect(gate.load).toEqual({ active: 1, waiting: 1 });
    leaveNext();
    (await after)();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('needs a whole number of places above 0', () => {
    expect(() => new RenderGate(0)).toThrow('above 0');
    expect(() => new RenderGate(1.5)).toThrow('above 0');
  });
});
