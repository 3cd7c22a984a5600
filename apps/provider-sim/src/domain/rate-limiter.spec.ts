import { ManualClock } from '@wbk/testing';
import { TokenBucketLimiter } from './rate-limiter';

describe('TokenBucketLimiter', () => {
  it('lets a burst of one second through, then answers with the seconds to wait', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(clock);
    for (let i = 0; i < 5; i += 1) expect(limiter.take('chat_a\nws', 5)).toEqual({ allowed: true });
    expect(limiter.take('chat_a\nws', 5)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1_000);
    expect(limiter.take('chat_a\nws', 5)).toEqual({ allowed: true });
  });

  it('refills continuously and never above the burst', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(clock);
    limiter.take('k', 2);
    limiter.take('k', 2);
    clock.advance(500);
    expect(limiter.take('k', 2)).toEqual({ allowed: true });
    expect(limiter.take('k', 2).allowed).toBe(false);
    clock.advance(60_000);
    expect([limiter.take('k', 2), limiter.take('k', 2), limiter.take('k', 2)].map((r) => r.allowed)).toEqual([true, true, false]);
  });

  it('rounds Retry-After up to whole seconds, so waiting it always frees a token', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(clock);
    expect(limiter.take('k', 0.25)).toEqual({ allowed: true });
    const refused = limiter.take('k', 0.25);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 4 });
    clock.advance(3_000);
    expect(limiter.take('k', 0.25).allowed).toBe(false);
    clock.advance(1_000);
    expect(limiter.take('k', 0.25).allowed).toBe(true);
  });

  it('keeps keys apart', () => {
    const limiter = new TokenBucketLimiter(new ManualClock());
    expect(limiter.take('chat_a\nws-1', 1).allowed).toBe(true);
    expect(limiter.take('chat_a\nws-1', 1).allowed).toBe(false);
    expect(limiter.take('chat_a\nws-2', 1).allowed).toBe(true);
    expect(limiter.take('chat_b\nws-1', 1).allowed).toBe(true);
  });

  it('holds at most maxBuckets, dropping the least recently used', () => {
    const limiter = new TokenBucketLimiter(new ManualClock(), 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.take(key, 1);
    expect(limiter.size).toBe(3);
    // 'a' was dropped, so it starts again with a full bucket.
    expect(limiter.take('a', 1).allowed).toBe(true);
    expect(limiter.take('d', 1).allowed).toBe(false);
  });
});
