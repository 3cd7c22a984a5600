import { AppError } from '@wbk/platform';
import { assertOrderedRange, parseDateBound } from './date-range';

const range = (from: string, to: string) => ({ from: parseDateBound(from, 'from'), to: parseDateBound(to, 'to') });

describe('date range', () => {
  it('accepts the same day on both bounds', () => {
    const sameDay = range('2026-03-01', '2026-03-01');
    expect(() => assertOrderedRange(sameDay, '2026-03-01', '2026-03-01')).not.toThrow();
    expect(sameDay.to!.getTime() - sameDay.from!.getTime()).toBe(86_400_000 - 1);
  });

  it('accepts an open bound', () => {
    expect(() => assertOrderedRange({ from: parseDateBound('2026-03-02', 'from'), to: null }, '2026-03-02', undefined)).not.toThrow();
  });

  it('gives invalid_date_range when from is after to, naming both', () => {
    try {
      assertOrderedRange(range('2026-03-02', '2026-03-01'), '2026-03-02', '2026-03-01');
      throw new Error('expected invalid_date_range');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('invalid_date_range');
      expect((err as AppError).details).toEqual({ from_date: '2026-03-02', to_date: '2026-03-01' });
    }
  });
});
