import { retryDelayMs } from './retry-schedule';

describe('retryDelayMs', () => {
  it('grows exponentially under a cap, with jitter from half the base', () => {
    expect(retryDelayMs(1, () => 0)).toBe(100);
    expect(retryDelayMs(1, () => 1)).toBe(200);
    expect(retryDelayMs(2, () => 1)).toBe(400);
    expect(retryDelayMs(3, () => 1)).toBe(800);
    expect(retryDelayMs(10, () => 1)).toBe(2_000);
  });
});
