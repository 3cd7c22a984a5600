import type { Clock } from '@wbk/platform';
import { setBounded } from './bounded-map';

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/**
 * One token bucket per key (provider and account): it holds at most one
 * second's worth of sends (burst = rate) and refills continuously. The rate is
 * passed on each call, so a rate changed through the control API applies at once.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly clock: Clock,
    /** Least recently used buckets go first; a dropped bucket was idle longest, so it was full anyway. */
    private readonly maxBuckets = 10_000,
  ) {}

  take(key: string, ratePerSecond: number): TakeResult {
    const capacity = Math.max(1, ratePerSecond);
    const nowMs = this.clock.now().getTime();
    const previous = this.buckets.get(key);
    const elapsedMs = previous === undefined ? 0 : Math.max(0, nowMs - previous.updatedMs);
    const tokens = previous === undefined ? capacity : Math.min(capacity, previous.tokens + (elapsedMs / 1000) * ratePerSecond);
    if (tokens >= 1) {
      setBounded(this.buckets, key, { tokens: tokens - 1, updatedMs: nowMs }, this.maxBuckets);
      return { allowed: true };
    }
    setBounded(this.buckets, key, { tokens, updatedMs: nowMs }, this.maxBuckets);
    // Whole seconds (the header's unit), rounded up so that waiting them always frees a token.
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / ratePerSecond)) };
  }

  /** Every bucket full again. */
  clear(): void {
    this.buckets.clear();
  }

  get size(): number {
    return this.buckets.size;
  }
}
