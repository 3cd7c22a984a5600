import { addDays, instantOf, parseWallTime, wallTimeAt } from './zoned-time';

const wall = (text: string) => parseWallTime(text)!;
const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned time', () => {
  it('reads wall times on both sides of the London spring change with the right offset', () => {
    expect(iso(instantOf(wall('2026-03-28T09:00:00'), 'Europe/London'))).toBe('2026-03-28T09:00:00.000Z');
    expect(iso(instantOf(wall('2026-03-30T09:00:00'), 'Europe/London'))).toBe('2026-03-30T08:00:00.000Z');
  });

  it('moves a skipped wall time forward by the gap and takes the earlier of a repeated one', () => {
    // 01:30 does not exist in London on 29 March 2026; it reads as 02:30 BST.
    expect(iso(instantOf(wall('2026-03-29T01:30:00'), 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 happens twice in New York on 1 November 2026: the first (EDT) is taken.
    expect(iso(instantOf(wall('2026-11-01T01:30:00'), 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('keeps the New York wall time across the autumn change', () => {
    expect(iso(instantOf(wall('2026-10-31T09:00:00'), 'America/New_York'))).toBe('2026-10-31T13:00:00.000Z');
    expect(iso(instantOf(addDays(wall('2026-10-31T09:00:00'), 2), 'America/New_York'))).toBe('2026-11-02T14:00:00.000Z');
    expect(wallTimeAt(Date.parse('2026-11-02T14:00:00Z'), 'America/New_York')).toMatchObject({ day: 2, hour: 9 });
  });

  it('refuses impossible wall times', () => {
    expect(parseWallTime('2026-02-30T09:00:00')).toBeNull();
    expect(parseWallTime('2026-02-03T24:00:00')).toBeNull();
    expect(parseWallTime('tomorrow')).toBeNull();
  });
});
