/**
 * Audit-log date filters: an ISO 8601 date or timestamp, both bounds
 * inclusive. A date alone means the whole UTC day: `from_date=2026-03-01`
 * starts at 00:00:00.000Z and `to_date=2026-03-01` runs through
 * 23:59:59.999Z. A timestamp without an offset is read as UTC, so the answer
 * never depends on the server's zone.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export type DateBound = 'from' | 'to';

function validCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant a bound stands for, or null when the text is neither a date nor a timestamp. */
export function parseDateBound(raw: string, bound: DateBound): Date | null {
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
