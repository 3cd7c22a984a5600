import { nextStreak } from './auto-disable';

const DAY = 86_400_000;
const now = new Date('2026-03-10T00:00:00.000Z');

describe('nextStreak', () => {
  it('starts a streak on the first failure', () => {
    expect(nextStreak({ failingSince: null, ok: false, now, disableAfterMs: 5 * DAY })).toEqual({ failingSince: now, disable: false });
  });

  it('keeps the start of the streak and disables once the period has passed', () => {
    const since = new Date(now.getTime() - 5 * DAY);
    expect(nextStreak({ failingSince: since, ok: false, now, disableAfterMs: 5 * DAY })).toEqual({ failingSince: since, disable: true });
    const recent = new Date(now.getTime() - 5 * DAY + 1);
    expect(nextStreak({ failingSince: recent, ok: false, now, disableAfterMs: 5 * DAY }).disable).toBe(false);
  });

  it('clears the streak on any success', () => {
    expect(nextStreak({ failingSince: new Date(0), ok: true, now, disableAfterMs: DAY })).toEqual({ failingSince: null, disable: false });
  });
});
