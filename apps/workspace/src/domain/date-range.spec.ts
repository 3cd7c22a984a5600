import { type FieldIssue, AppError } from '@wbk/platform';
import { assertOrderedRange, parseDateBound, parseDateRange } from './date-range';

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

describe('date range', () => {
  it('accepts the same day on both bounds', () => {
    const issues: FieldIssue[] = [];
    const range = parseDateRange('2026-03-01', '2026-03-01', issues);
    expect(issues).toEqual([]);
    expect(() => assertOrderedRange(range, '2026-03-01', '2026-03-01')).not.toThrow();
    expect(range.to!.getTime() - range.from!.getTime()).toBe(86_400_000 - 1);
  });

  it('gives invalid_date_range when from is after to', () => {
    const issues: FieldIssue[] = [];
    const range = parseDateRange('2026-03-02', '2026-03-01', issues);
    expect(issues).toEqual([]);
    try {
      assertOrderedRange(range, '2026-03-02', '2026-03-01');
      throw new Error('expected invalid_date_range');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('invalid_date_range');
    }
  });

  it('names a malformed bound', () => {
    const issues: FieldIssue[] = [];
    parseDateRange('nope', undefined, issues);
    expect(issues).toEqual([expect.objectContaining({ field: 'from_date' })]);
  });
});
