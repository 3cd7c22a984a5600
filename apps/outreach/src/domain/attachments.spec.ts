import { fetchTimeoutMs } from './attachments';

describe('fetchTimeoutMs', () => {
  const now = 1_000_000;

  it('gives a fetch its full timeout when the deadline is far', () => {
    expect(fetchTimeoutMs(now + 60_000, now, 10_000)).toBe(10_000);
  });

  it('leaves the provider call 1.5 s of the caller deadline', () => {
    expect(fetchTimeoutMs(now + 5_000, now, 10_000)).toBe(3_500);
  });

  it('never gives less than half a second, even past the deadline', () => {
    expect(fetchTimeoutMs(now + 1_000, now, 10_000)).toBe(500);
    expect(fetchTimeoutMs(now - 1_000, now, 10_000)).toBe(500);
  });
});
