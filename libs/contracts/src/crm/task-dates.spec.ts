import { normalizeDueDate, parseDue, upperBound } from './task-dates';

describe('task due dates', () => {
  it('accepts dates and zoned timestamps, normalized to UTC', () => {
    expect(normalizeDueDate('2026-03-05')).toBe('2026-03-05T00:00:00.000Z');
    expect(normalizeDueDate('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(normalizeDueDate('2026-03-05T17:30Z')).toBe('2026-03-05T17:30:00.000Z');
    expect(normalizeDueDate('2026-03-05T01:30:00.5-03:00')).toBe('2026-03-05T04:30:00.500Z');
  });

  it('refuses impossible dates, missing zones and other formats', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-03-05T24:00Z', '2026-03-05T10:00:00', '05/03/2026', 'tomorrow', '2026-3-5', '2026-03-05T10:00+25:00']) {
      expect(normalizeDueDate(bad)).toBeNull();
    }
  });

  it('a date alone as upper bound covers the whole day; a timestamp is exact', () => {
    const day = parseDue('2026-03-05');
    expect(day && upperBound(day)).toBe('2026-03-05T23:59:59.999Z');
    const ts = parseDue('2026-03-05T10:00:00Z');
    expect(ts && upperBound(ts)).toBe('2026-03-05T10:00:00.000Z');
  });
});
