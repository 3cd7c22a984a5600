import { isWindowOpen, localDay, nextLocalDayStart, nextWindowOpen, type SendWindowRule } from './send-window';

const london: SendWindowRule = { timezone: 'Europe/London', days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_hour: 9, end_hour: 17 };
const newYorkNight: SendWindowRule = { timezone: 'America/New_York', days: ['sun'], start_hour: 2, end_hour: 4 };
const sydney: SendWindowRule = { timezone: 'Australia/Sydney', days: ['mon'], start_hour: 9, end_hour: 10 };
const always: SendWindowRule = { timezone: 'UTC', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start_hour: 0, end_hour: 24 };

const at = (iso: string): Date => new Date(iso);

describe('send window', () => {
  describe('London across the daylight-saving changes', () => {
    it('opens at 09:00 BST (08:00Z) on the Monday after the clocks went forward', () => {
      // Friday 27 March 2026 17:30 GMT: closed until Monday, which is in summer time.
      expect(nextWindowOpen(london, at('2026-03-27T17:30:00Z')).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    });

    it('opens at 09:00 GMT (09:00Z) on the Monday after the clocks went back', () => {
      expect(nextWindowOpen(london, at('2026-10-23T17:30:00Z')).toISOString()).toBe('2026-10-26T09:00:00.000Z');
    });

    it('is open from 09:00 local up to, not including, 17:00 local', () => {
      expect(isWindowOpen(london, at('2026-03-30T08:00:00Z'))).toBe(true);
      expect(isWindowOpen(london, at('2026-03-30T07:59:59Z'))).toBe(false);
      expect(isWindowOpen(london, at('2026-03-30T16:00:00Z'))).toBe(false);
    });

    it('answers the same instant when the window is open', () => {
      expect(nextWindowOpen(london, at('2026-03-30T08:30:00Z')).toISOString()).toBe('2026-03-30T08:30:00.000Z');
    });
  });

  describe('New York across the daylight-saving changes', () => {
    it('opens at 03:00 EDT when the spring-forward gap swallows the 02:00 start', () => {
      expect(nextWindowOpen(newYorkNight, at('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    });

    it('opens at the earlier of the two 01:00s on the fall-back night', () => {
      const fallBackNight: SendWindowRule = { timezone: 'America/New_York', days: ['sun'], start_hour: 1, end_hour: 2 };
      expect(nextWindowOpen(fallBackNight, at('2026-10-31T12:00:00Z')).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    });
  });

  it('follows the southern hemisphere: Sydney after daylight saving ends (AEST)', () => {
    expect(nextWindowOpen(sydney, at('2026-04-04T00:00:00Z')).toISOString()).toBe('2026-04-05T23:00:00.000Z');
  });

  it('counts the local day in the time zone (a cap day in London starts at 23:00Z in summer)', () => {
    expect(localDay('Europe/London', at('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('a window of every day and every hour is always open', () => {
    expect(isWindowOpen(always, at('2026-01-01T23:59:59Z'))).toBe(true);
  });

  describe('next local day', () => {
    it('starts at local midnight, in summer time too', () => {
      expect(nextLocalDayStart('Europe/London', at('2026-06-30T12:00:00Z')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
      expect(nextLocalDayStart('Europe/London', at('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    });

    it('is a whole local day later across the spring-forward night in New York', () => {
      // Saturday 7 March 2026 noon EST; Sunday 00:00 is still EST (the change is at 02:00).
      expect(nextLocalDayStart('America/New_York', at('2026-03-07T17:00:00Z')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
      expect(nextLocalDayStart('America/New_York', at('2026-03-08T17:00:00Z')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    });
  });
});
