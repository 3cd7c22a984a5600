import { retryAfterMs, retryDelayMs } from './retry-schedule';

describe('retryDelayMs', () => {
  it('grows exponentially under a cap, with jitter from half the base', () => {
    expect(retryDelayMs(1, () => 0)).toBe(100);
    expect(retryDelayMs(1, () => 1)).toBe(200);
    expect(retryDelayMs(2, () => 1)).toBe(400);
    expect(retryDelayMs(3, () => 1)).toBe(800);
    expect(retryDelayMs(10, () => 1)).toBe(2_000);
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Mon, 02 Mar 2026 10:00:03 GMT', now)).toBe(3_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
