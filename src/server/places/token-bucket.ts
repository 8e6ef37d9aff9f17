// A token bucket: `ratePerSecond` tokens a second, up to `burst` saved; a call without a token is refused.

export interface TokenBucketOptions {
  ratePerSecond: number;
  /** How many calls may go at once after a quiet spell. */
  burst: number;
  now?: () => number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly ratePerMs: number;
  private readonly burst: number;
  private readonly now: () => number;

  constructor({ ratePerSecond, burst, now = Date.now }: TokenBucketOptions) {
    if (!(ratePerSecond > 0) || !(burst >= 1)) throw new Error('TokenBucket: ratePerSecond must be > 0 and burst ≥ 1');
    this.ratePerMs = ratePerSecond / 1000;
    this.burst = burst;
    this.now = now;
    this.tokens = burst;
    this.last = now();
  }

  /** Takes a token if one is there: true means the call may go now. */
  tryTake(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + Math.max(0, now - this.last) * this.ratePerMs);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
