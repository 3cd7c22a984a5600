import { jitteredBackoffMs, retryAfterMs } from './retry-timing';

describe('jitteredBackoffMs', () => {
  it('grows exponentially under a cap, with jitter from half the base', () => {
    const options = { baseMs: 200, capMs: 2_000 };
    expect(jitteredBackoffMs(1, options, () => 0)).toBe(100);
    expect(jitteredBackoffMs(1, options, () => 1)).toBe(200);
    expect(jitteredBackoffMs(2, options, () => 1)).toBe(400);
    expect(jitteredBackoffMs(3, options, () => 1)).toBe(800);
    expect(jitteredBackoffMs(10, options, () => 1)).toBe(2_000);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Mon, 02 Mar 2026 10:00:03 GMT', now)).toBe(3_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs(' ', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
