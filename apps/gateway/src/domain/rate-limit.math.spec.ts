import { ManualClock } from '@wbk/testing';
import { dailyCounterKey, dailyRemaining, leaseSize, minuteCounterKey, rateLimitedMessage, retryAfterSeconds, windowKeys } from './rate-limit.math';

describe('windowKeys', () => {
  it('names the UTC day and minute and their resets', () => {
    const keys = windowKeys(new Date('2026-03-09T13:07:42.500Z'));
    expect(keys).toEqual({
      day: '20260309',
      minute: '202603091307',
      dayResetMs: Date.parse('2026-03-10T00:00:00.000Z'),
      minuteResetMs: Date.parse('2026-03-09T13:08:00.000Z'),
    });
    expect(dailyCounterKey('ws-1', keys)).toBe('ws-1.d.20260309');
    expect(minuteCounterKey('ws-1', keys)).toBe('ws-1.m.202603091307');
  });

  it('rolls both windows exactly at 00:00 UTC', () => {
    const clock = new ManualClock('2026-12-31T23:59:59.999Z');
    const before = windowKeys(clock.now());
    clock.advance(1);
    const after = windowKeys(clock.now());
    expect(before.day).toBe('20261231');
    expect(before.minute).toBe('202612312359');
    expect(before.dayResetMs).toBe(Date.parse('2027-01-01T00:00:00.000Z'));
    expect(after.day).toBe('20270101');
    expect(after.minute).toBe('202701010000');
    expect(after.dayResetMs).toBe(Date.parse('2027-01-02T00:00:00.000Z'));
  });
});

describe('leaseSize', () => {
  it.each([
    [0, 20, 0],
    [-3, 20, 0],
    [1, 20, 1],
    [10, 20, 1],
    [19, 20, 1],
    [20, 20, 2],
    [99, 20, 9],
    [200, 20, 20],
    [10_000, 20, 20],
    [10_000, 5, 5],
  ])('remaining %i, max %i -> %i', (remaining, max, expected) => {
    expect(leaseSize(remaining, max)).toBe(expected);
  });
});

describe('retryAfterSeconds and remaining', () => {
  it('rounds the wait up and is at least one second', () => {
    expect(retryAfterSeconds(0, 1_500)).toBe(2);
    expect(retryAfterSeconds(1_000, 1_000)).toBe(1);
  });

  it('shows the shared count minus tokens not used yet', () => {
    expect(dailyRemaining(100, 40, 15)).toBe(75);
    expect(dailyRemaining(100, 100, 0)).toBe(0);
    expect(dailyRemaining(100, 120, 0)).toBe(0);
  });

  it('names the reset time in the 429 message', () => {
    expect(rateLimitedMessage('minute', 10, Date.parse('2026-03-09T13:08:00Z'))).toContain('10 calls per minute');
    expect(rateLimitedMessage('daily', 100, Date.parse('2026-03-10T00:00:00Z'))).toContain('2026-03-10T00:00:00.000Z');
  });
});
