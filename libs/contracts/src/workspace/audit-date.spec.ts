import { parseDateBound } from './audit-date';

describe('parseDateBound', () => {
  it('reads a date-only from_date as the start of that UTC day', () => {
    expect(parseDateBound('2026-03-01', 'from')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('reads a date-only to_date as the end of that UTC day (inclusive)', () => {
    expect(parseDateBound('2026-03-01', 'to')?.toISOString()).toBe('2026-03-01T23:59:59.999Z');
  });

  it('reads timestamps with and without an offset (no offset = UTC)', () => {
    expect(parseDateBound('2026-03-01T10:15:00Z', 'to')?.toISOString()).toBe('2026-03-01T10:15:00.000Z');
    expect(parseDateBound('2026-03-01T10:15:00.123+02:00', 'from')?.toISOString()).toBe('2026-03-01T08:15:00.123Z');
    expect(parseDateBound('2026-03-01T10:15', 'from')?.toISOString()).toBe('2026-03-01T10:15:00.000Z');
  });

  it.each(['2026-02-30', '2026-13-01', '01/03/2026', 'yesterday', '2026-03-01T25:00:00Z', '2026-03-01 10:00', '1700000000'])('refuses %j', (raw) => {
    expect(parseDateBound(raw, 'from')).toBeNull();
  });
});
