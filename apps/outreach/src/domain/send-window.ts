import type { Weekday } from '@wbk/contracts';

/**
 * The campaign send window (campaign `send_window` in its `timezone`): steps
 * are sent only on the window's days, from start_hour to end_hour (exclusive),
 * in local wall-clock time. Computed with the runtime's IANA time zone data
 * (Intl), so a daylight-saving change moves the window's instants with the
 * clocks: 09:00 in London is 08:00 UTC in summer and 09:00 UTC in winter, and
 * a window never opens an hour early or late after the change.
 */

export interface SendWindowRule {
  timezone: string;
  days: readonly Weekday[];
  /** 0..23, local. */
  start_hour: number;
  /** 1..24, local, exclusive. */
  end_hour: number;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: Weekday;
}

const WEEKDAY_BY_SHORT: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** The wall-clock reading of an instant in a time zone. */
export function localParts(timezone: string, at: Date): LocalParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(timezone).formatToParts(at)) parts[part.type] = part.value;
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
    weekday: WEEKDAY_BY_SHORT[parts['weekday']!]!,
  };
}

/** `YYYY-MM-DD` of an instant in a time zone: the day a daily cap counts in. */
export function localDay(timezone: string, at: Date): string {
  const p = localParts(timezone, at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function offsetMs(timezone: string, at: Date): number {
  const p = localParts(timezone, at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a local wall-clock time names. In the hour a spring-forward
 * skips, the time does not exist: the first instant after the gap is taken
 * (the window opens when the clocks say it has). In the hour a fall-back
 * repeats, the earlier instant is taken.
 */
export function instantOf(timezone: string, year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  // Try both offsets around the wall time; keep those that read back as the wall time.
  const candidates = [offsetMs(timezone, new Date(wall - 86_400_000)), offsetMs(timezone, new Date(wall + 86_400_000)), offsetMs(timezone, new Date(wall))]
    .map((offset) => wall - offset)
    .filter((instant, i, all) => all.indexOf(instant) === i)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    const p = localParts(timezone, new Date(instant));
    if (p.year === year && p.month === month && p.day === day && p.hour === hour) return new Date(instant);
  }
  // The wall time falls in a gap: the first instant whose local hour is past it.
  const after = candidates.find((instant) => {
    const p = localParts(timezone, new Date(instant));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour) > wall;
  });
  return new Date(after ?? candidates[candidates.length - 1]!);
}

export function isWindowOpen(rule: SendWindowRule, at: Date): boolean {
  const p = localParts(rule.timezone, at);
  return rule.days.includes(p.weekday) && p.hour >= rule.start_hour && p.hour < rule.end_hour;
}

/** The earliest instant at or after `at` when the window is open. */
export function nextWindowOpen(rule: SendWindowRule, at: Date): Date {
  if (isWindowOpen(rule, at)) return at;
  const today = localParts(rule.timezone, at);
  for (let offset = 0; offset <= 7; offset++) {
    // Calendar arithmetic on the local date (UTC arithmetic on a date-only value never meets a DST change).
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[date.getUTCDay()]!;
    if (!rule.days.includes(weekday)) continue;
    const opens = instantOf(rule.timezone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), rule.start_hour);
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
  const today = localParts(timezone, at);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return instantOf(timezone, tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), 0);
}
