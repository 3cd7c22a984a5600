/**
 * Wall times in an IANA zone <-> instants, with Intl only (no Temporal in Node
 * 24 by default). A wall time that does not exist (the hour skipped when
 * clocks go forward) moves forward by the gap, and an ambiguous one (the hour
 * repeated when clocks go back) takes the earlier instant, as RFC 5545 and
 * Temporal's "compatible" disambiguation do.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall time at `instant` in `zone`. */
export function wallTimeAt(instantMs: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(new Date(instantMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts['year']!, month: parts['month']!, day: parts['day']!, hour: parts['hour']!, minute: parts['minute']!, second: parts['second']! };
}

function wallAsUtc(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The zone's offset from UTC at `instant`, in ms. */
export function offsetAt(instantMs: number, zone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallAsUtc(wallTimeAt(whole, zone)) - whole;
}

const DAY_MS = 86_400_000;

/** The instant of a wall time in `zone` (gaps move forward, overlaps take the earlier instant). */
export function instantOf(wall: WallTime, zone: string): number {
  const local = wallAsUtc(wall);
  const before = offsetAt(local - DAY_MS, zone);
  const after = offsetAt(local + DAY_MS, zone);
  const valid = [...new Set([before, after])].map((o) => local - o).filter((t) => offsetAt(t, zone) === local - t);
  if (valid.length > 0) return Math.min(...valid);
  // Skipped wall time: read it with the offset in force before the change, which lands after the gap.
  return local - before;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** "2026-03-27T09:00:00" or "2026-03-27" as a wall time; null when malformed. */
export function parseWallTime(text: string): WallTime | null {
  const m = WALL.exec(text);
  if (!m) return null;
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4] ?? 0), minute: Number(m[5] ?? 0), second: Number(m[6] ?? 0) };
  const check = new Date(wallAsUtc(wall));
  if (check.getUTCFullYear() !== wall.year || check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day) return null;
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  return wall;
}

/** The wall time `days` calendar days later, same clock time. */
export function addDays(wall: WallTime, days: number): WallTime {
  const d = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(wall: WallTime): number {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
}

export function dateText(wall: WallTime): string {
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

export function wallText(wall: WallTime): string {
  return `${dateText(wall)}T${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}:${String(wall.second).padStart(2, '0')}`;
}

/** Whole calendar days from a to b. */
export function daysBetween(a: WallTime, b: WallTime): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The start of the day of `instant` in `zone`. */
export function startOfDay(instantMs: number, zone: string): WallTime {
  const w = wallTimeAt(instantMs, zone);
  return { ...w, hour: 0, minute: 0, second: 0 };
}

/** Wall-clock milliseconds from a to b (as if no clock change happened between them). */
export function wallDifferenceMs(a: WallTime, b: WallTime): number {
  return wallAsUtc(b) - wallAsUtc(a);
}

/** The wall time `ms` wall-clock milliseconds after `wall`. */
export function shiftWall(wall: WallTime, ms: number): WallTime {
  const d = new Date(wallAsUtc(wall) + ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}
