// At most so many pages rendered at once, the others waiting in the order they came (decision record 030). A page's
// render is work on the CPU with awaits between its steps (its API requests, React's streaming): without a limit,
// under load every page in progress takes its turn at each step, so that all of them finish late together and each
// holds its React tree, its data and its compressor (about 0.8 MB of brotli state) meanwhile. With one, the CPU does
// as much (a few renders keep it busy across their awaits) and the memory held is a few pages', not a few hundred.

/** Frees the place a holder took: the first call only. */
export type Leave = () => void;

export class RenderGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: number;

  constructor(limit: number) {
    if (!(Number.isInteger(limit) && limit > 0)) throw new Error(`a render gate needs a whole number of places above 0, not ${limit}`);
    this.limit = limit;
  }

  /** Resolves once a place is free (at once when one is), with the function that frees it. */
  async enter(): Promise<Leave> {
    if (this.active < this.limit) this.active += 1;
    // A place freed by leave() is handed to the first waiting, without counting it free in between.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }

  /** Places taken and holders waiting for one. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
