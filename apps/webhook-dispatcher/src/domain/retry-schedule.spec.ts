import { maxAttempts, retryAfterFailure } from './retry-schedule';

const SPEC = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];

describe('retry schedule', () => {
  it('has six attempts with the spec table', () => {
    expect(maxAttempts(SPEC)).toBe(6);
  });

  it('waits the table pause after attempts 1 to 5 (no jitter drawn)', () => {
    const delays = [1, 2, 3, 4, 5].map((n) => retryAfterFailure(SPEC, n, () => 0));
    expect(delays).toEqual(SPEC.map((delayMs) => ({ final: false, delayMs })));
  });

  it('adds at most 10% jitter, never less than the table', () => {
    expect(retryAfterFailure(SPEC, 1, () => 0.999).delayMs).toBe(32_997);
    expect(retryAfterFailure(SPEC, 1, () => 0.5).delayMs).toBeGreaterThanOrEqual(30_000);
  });

  it('is final after the sixth attempt and for nonsense numbers', () => {
    expect(retryAfterFailure(SPEC, 6)).toEqual({ final: true, delayMs: 0 });
    expect(retryAfterFailure(SPEC, 0)).toEqual({ final: true, delayMs: 0 });
    expect(retryAfterFailure([], 1)).toEqual({ final: true, delayMs: 0 });
  });
});
