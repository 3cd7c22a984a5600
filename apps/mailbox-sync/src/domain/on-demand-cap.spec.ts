import { capReached, freeSlot } from './on-demand-cap';

const now = new Date('2026-11-24T10:00:00.000Z');

describe('on-demand cap', () => {
  it('hands out the six slots, then frees the oldest an hour after its use', () => {
    expect(freeSlot([], 6, now)).toBe(0);
    const slots = [0, 1, 2, 3, 4, 5].map((index) => ({ index, usedAt: new Date(now.getTime() - (50 - index) * 60_000).toISOString() }));
    expect(freeSlot(slots.slice(0, 5), 6, now)).toBe(5);
    expect(freeSlot(slots, 6, now)).toBeNull();
    expect(freeSlot(slots, 6, new Date(now.getTime() + 10 * 60_000))).toBe(0);
  });

  it('names the reset time in the message and the wait in seconds', () => {
    const slots = [{ index: 0, usedAt: '2026-11-24T09:10:00.000Z' }, { index: 1, usedAt: '2026-11-24T09:40:00.000Z' }];
    const err = capReached(slots, 2, now);
    expect(err.code).toBe('rate_limited');
    expect(err.message).toContain('2026-11-24T10:10:00.000Z');
    expect(err.details).toEqual({ limit: 2, reset_at: '2026-11-24T10:10:00.000Z', retry_after: 600 });
  });
});
