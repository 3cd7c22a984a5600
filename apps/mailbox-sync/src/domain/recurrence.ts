import { addDays, daysBetween, instantOf, parseWallTime, shiftWall, wallDifferenceMs, wallText, weekdayOf, type WallTime } from '@wbk/platform';

/** A calendar event as a provider stores it: a single event or a series with its exceptions (SIM-MAIL-API.md "Calendars"). */
export interface EventTime {
  date_time: string | null;
  date: string | null;
  time_zone: string;
}

export interface SeriesRule {
  freq: 'DAILY' | 'WEEKLY';
  interval: number;
  count: number | null;
  until: string | null;
  by_day: string[] | null;
}

export interface SeriesException {
  original_start: string;
  cancelled: boolean;
  start?: EventTime | undefined;
  end?: EventTime | undefined;
  title?: string | undefined;
}

export interface StoredSeries {
  start: EventTime;
  end: EventTime;
  all_day: boolean;
  title: string;
  recurrence: SeriesRule | null;
  exceptions: SeriesException[];
}

/** One occurrence: instants for timed events, dates (end exclusive) for all-day ones. */
export type Occurrence =
  | { key: string; all_day: false; startMs: number; endMs: number; time_zone: string; title: string }
  | { key: string; all_day: true; startDate: string; endDate: string; time_zone: string; title: string };

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** Safety bound on the dates one series may generate (a daily series over ten years is 3,650). */
const MAX_GENERATED = 20_000;

function wallOf(time: EventTime, allDay: boolean): WallTime | null {
  return parseWallTime((allDay ? time.date : time.date_time) ?? '');
}

/** The start dates of a series (its first start included), as offsets in days from the first, in order, up to `lastDay`. */
function seriesDayOffsets(first: WallTime, rule: SeriesRule | null, lastDay: number): number[] {
  if (rule === null) return [0];
  const interval = Math.max(1, Math.floor(rule.interval) || 1);
  const until = rule.until === null ? null : parseWallTime(rule.until.slice(0, 10));
  const untilDay = until === null ? Infinity : daysBetween(first, until);
  const limit = Math.min(lastDay, untilDay);
  const count = rule.count ?? Infinity;
  const offsets: number[] = [];
  if (rule.freq === 'DAILY') {
    for (let day = 0; day <= limit && offsets.length < count && offsets.length < MAX_GENERATED; day += interval) offsets.push(day);
    return offsets;
  }
  const days = (rule.by_day ?? []).map((d) => WEEKDAYS.indexOf(d.toUpperCase())).filter((d) => d >= 0);
  const weekdays = days.length > 0 ? [...new Set(days)] : [weekdayOf(first)];
  // Weeks start on Monday (RFC 5545's default WKST).
  const mondayOffset = -((weekdayOf(first) + 6) % 7);
  const inWeek = weekdays.map((d) => (d + 6) % 7).sort((a, b) => a - b);
  for (let week = mondayOffset; week <= limit && offsets.length < count && offsets.length < MAX_GENERATED; week += 7 * interval) {
    for (const d of inWeek) {
      const day = week + d;
      if (day < 0 || day > limit || offsets.length >= count) continue;
      offsets.push(day);
    }
  }
  return offsets;
}

function exceptionKey(text: string, allDay: boolean): string | null {
  const wall = parseWallTime(allDay ? text.slice(0, 10) : text.slice(0, 19));
  return wall === null ? null : allDay ? wallText(wall).slice(0, 10) : wallText(wall);
}

/**
 * The occurrences of a stored event whose start lies in [fromMs, toMs]
 * (all-day ones by date: [fromDate, toDate]). Each keeps its wall time in its
 * zone, so a 09:00 meeting stays at 09:00 across a daylight-saving change;
 * moved occurrences take their new times, cancelled ones are left out. Null
 * when the event's times cannot be read.
 */
export function expandOccurrences(event: StoredSeries, window: { fromMs: number; toMs: number; fromDate: string; toDate: string }): Occurrence[] | null {
  const allDay = event.all_day;
  const first = wallOf(event.start, allDay);
  const firstEnd = wallOf(event.end, allDay);
  if (first === null || firstEnd === null) return null;
  const zone = event.start.time_zone || 'UTC';
  const endZone = event.end.time_zone || zone;
  const windowEnd = parseWallTime(window.toDate)!;
  // Moved occurrences may land after the window's last date though their original start lies before it: two extra weeks cover that.
  const lastDay = daysBetween(first, windowEnd) + 14;
  const exceptions = new Map<string, SeriesException>();
  for (const ex of event.exceptions) {
    const key = exceptionKey(ex.original_start, allDay);
    if (key !== null) exceptions.set(key, ex);
  }
  const occurrences: Occurrence[] = [];
  for (const offset of seriesDayOffsets(first, event.recurrence, lastDay)) {
    const startWall = addDays(first, offset);
    const endWall = addDays(firstEnd, offset);
    const key = allDay ? wallText(startWall).slice(0, 10) : wallText(startWall);
    const ex = exceptions.get(key);
    if (ex?.cancelled) continue;
    const title = ex?.title ?? event.title;
    const movedStart = ex?.start ? wallOf(ex.start, allDay) : null;
    const movedEnd = ex?.end ? wallOf(ex.end, allDay) : null;
    const s = movedStart ?? startWall;
    const e = movedEnd ?? (movedStart ? shiftWall(movedStart, wallDifferenceMs(startWall, endWall)) : endWall);
    if (allDay) {
      const startDate = wallText(s).slice(0, 10);
      if (startDate < window.fromDate || startDate > window.toDate) continue;
      occurrences.push({ key, all_day: true, startDate, endDate: wallText(e).slice(0, 10), time_zone: zone, title });
    } else {
      const sZone = ex?.start?.time_zone || zone;
      const eZone = ex?.end?.time_zone || endZone;
      const startMs = instantOf(s, sZone);
      if (startMs < window.fromMs || startMs > window.toMs) continue;
      occurrences.push({ key, all_day: false, startMs, endMs: Math.max(startMs, instantOf(e, eZone)), time_zone: sZone, title });
    }
  }
  return occurrences;
}
