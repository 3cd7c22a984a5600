import { AppError, type FieldIssue } from '@wbk/platform';

/**
 * Audit-log date filters (spec: "ISO 8601 date or timestamp; inclusive
 * bounds"). A date alone means the whole UTC day: `from_date=2026-03-01`
 * starts at 00:00:00.000Z and `to_date=2026-03-01` runs through
 * 23:59:59.999Z. A timestamp without an offset is read as UTC, so the answer
 * never depends on the server's zone.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export type Bound = 'from' | 'to';

function validCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant a bound stands for, or null when the text is neither a date nor a timestamp. */
export function parseDateBound(raw: string, bound: Bound): Date | null {
  const dateOnly = DATE_ONLY.exec(raw);
  if (dateOnly) {
    const [y, m, d] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    if (!validCalendarDate(y, m, d)) return null;
    return new Date(Date.UTC(y, m - 1, d, ...(bound === 'from' ? [0, 0, 0, 0] : [23, 59, 59, 999])));
  }
  const ts = TIMESTAMP.exec(raw);
  if (!ts) return null;
  const [y, m, d, hh, mm, ss] = [1, 2, 3, 4, 5, 6].map((i) => Number(ts[i] ?? 0)) as [number, number, number, number, number, number];
  if (!validCalendarDate(y, m, d) || hh > 23 || mm > 59 || ss > 59) return null;
  const time = Date.parse(ts[8] ? raw : `${raw}Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

export interface DateRange {
  from: Date | null;
  to: Date | null;
}

/**
 * Adds an issue per malformed bound. Call `assertOrderedRange` once every
 * parameter is known to be well formed: a malformed request is a
 * validation_error first, and invalid_date_range only describes two valid bounds.
 */
export function parseDateRange(fromRaw: string | undefined, toRaw: string | undefined, issues: FieldIssue[]): DateRange {
  const parse = (raw: string | undefined, bound: Bound, field: string): Date | null => {
    if (raw === undefined || raw === '') return null;
    const date = parseDateBound(raw, bound);
    if (!date) issues.push({ field, message: 'must be an ISO 8601 date (YYYY-MM-DD) or timestamp (YYYY-MM-DDTHH:MM:SSZ)' });
    return date;
  };
  const from = parse(fromRaw, 'from', 'from_date');
  const to = parse(toRaw, 'to', 'to_date');
  return { from, to };
}

/** 400 invalid_date_range (spec) when from_date is after to_date. */
export function assertOrderedRange(range: DateRange, fromRaw: string | undefined, toRaw: string | undefined): void {
  if (range.from && range.to && range.from.getTime() > range.to.getTime()) {
    throw new AppError('invalid_date_range', `from_date (${fromRaw}) is after to_date (${toRaw}); give a from_date on or before the to_date`, {
      from_date: fromRaw,
      to_date: toRaw,
    });
  }
}
