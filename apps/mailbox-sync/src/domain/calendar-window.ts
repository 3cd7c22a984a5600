import { CALENDAR_DEFAULT_WINDOW_DAYS, type CalendarBound } from '@wbk/contracts';
import { AppError, addDays, dateText, instantOf, parseWallTime, startOfDay, wallTimeAt } from '@wbk/platform';

export interface CalendarWindow {
  fromMs: number;
  toMs: number;
  /** The same bounds as dates in the workspace timezone, for all-day events. */
  fromDate: string;
  toDate: string;
}

function dayStart(date: string, zone: string): number {
  return instantOf(parseWallTime(date)!, zone);
}

/**
 * GET /v1/calendar/events' window in the workspace timezone: a date alone is
 * that whole day there; from defaults to the start of today there, to to the
 * same wall time 30 days later (so 23 or 25-hour days in between change
 * nothing). 400 invalid_date_range when from is after to.
 */
export function resolveWindow(from: CalendarBound | undefined, to: CalendarBound | undefined, zone: string, now: Date, raw: { from?: string; to?: string }): CalendarWindow {
  const fromMs = from === undefined ? instantOf(startOfDay(now.getTime(), zone), zone) : from.kind === 'date' ? dayStart(from.date, zone) : from.at.getTime();
  let toMs: number;
  if (to === undefined) toMs = instantOf(addDays(wallTimeAt(fromMs, zone), CALENDAR_DEFAULT_WINDOW_DAYS), zone);
  else if (to.kind === 'date') toMs = dayStart(dateText(addDays(parseWallTime(to.date)!, 1)), zone) - 1;
  else toMs = to.at.getTime();
  if (fromMs > toMs) {
    throw new AppError(
      'invalid_date_range',
      `from_date (${raw.from ?? new Date(fromMs).toISOString()}) is after to_date (${raw.to ?? new Date(toMs).toISOString()}); give a from_date on or before the to_date`,
      { from_date: raw.from ?? null, to_date: raw.to ?? null },
    );
  }
  return { fromMs, toMs, fromDate: dateText(wallTimeAt(fromMs, zone)), toDate: dateText(wallTimeAt(toMs, zone)) };
}
