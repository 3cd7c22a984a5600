import type { Weekday } from '@wbk/contracts';
import { addDays, dateText, instantOf, wallTimeAt, weekdayOf, type WallTime } from '@wbk/platform';

/**
 * The campaign send window (campaign `send_window` in its `timezone`): steps
 * are sent only on the window's days, from start_hour to end_hour (exclusive),
 * in local wall-clock time. Computed with the runtime's IANA time zone data
 * (@wbk/platform zoned-time), so a daylight-saving change moves the window's
 * instants with the clocks: 09:00 in London is 08:00 UTC in summer and 09:00
 * UTC in winter, and a window never opens an hour early or late after it.
 */

export interface SendWindowRule {
  timezone: string;
  days: readonly Weekday[];
  /** 0..23, local. */
  start_hour: number;
  /** 1..24, local, exclusive. */
  end_hour: number;
}

const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** `YYYY-MM-DD` of an instant in a time zone: the day a daily cap counts in. */
export function localDay(timezone: string, at: Date): string {
  return dateText(wallTimeAt(at.getTime(), timezone));
}

/**
 * The instant a local wall-clock hour names. In the hour a spring-forward
 * skips, the time does not exist: the instant after the gap is taken (the
 * window opens when the clocks say it has). In the hour a fall-back repeats,
 * the earlier instant is taken.
 */
function hourStart(timezone: string, date: WallTime, hour: number): Date {
  return new Date(instantOf({ ...date, hour, minute: 0, second: 0 }, timezone));
}

export function isWindowOpen(rule: SendWindowRule, at: Date): boolean {
  const local = wallTimeAt(at.getTime(), rule.timezone);
  return rule.days.includes(WEEKDAYS[weekdayOf(local)]!) && local.hour >= rule.start_hour && local.hour < rule.end_hour;
}

/** The earliest instant at or after `at` when the window is open. */
export function nextWindowOpen(rule: SendWindowRule, at: Date): Date {
  if (isWindowOpen(rule, at)) return at;
  const today = wallTimeAt(at.getTime(), rule.timezone);
  for (let offset = 0; offset <= 7; offset++) {
    // Calendar arithmetic on the local date (a date-only value never meets a DST change).
    const date = addDays(today, offset);
    if (!rule.days.includes(WEEKDAYS[weekdayOf(date)]!)) continue;
    const opens = hourStart(rule.timezone, date, rule.start_hour);
    if (opens.getTime() >= at.getTime()) return opens;
  }
  // Unreachable for a rule with at least one day: the loop covers a whole week ahead.
  throw new Error('send window has no day');
}

/**
 * The first instant of the local day after the one `at` falls on: when a
 * campaign that met its daily cap may send again (midnight, or the first
 * instant after it where a daylight-saving change skips midnight).
 */
export function nextLocalDayStart(timezone: string, at: Date): Date {
  return hourStart(timezone, addDays(wallTimeAt(at.getTime(), timezone), 1), 0);
}
