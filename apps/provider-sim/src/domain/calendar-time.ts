/** Wall times in IANA zones, without a date library: Intl knows every zone's offsets. */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** `2026-03-27T09:00` or `2026-03-27T09:00:00`, a real calendar date and time. */
export function isWallTime(value: string): boolean {
  const match = WALL_TIME.exec(value);
  if (match === null) return false;
  const seconds = match[6] === undefined ? 0 : Number(match[6]);
  return isDate(value.slice(0, 10)) && Number(match[4]) < 24 && Number(match[5]) < 60 && seconds < 60;
}

export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** `2026-03-27T09:00` as the seconds form the API answers: `2026-03-27T09:00:00`. */
export function normalizeWallTime(value: string): string {
  return value.length === 16 ? `${value}:00` : value;
}

/** The wall time (or a date's midnight) read as if it were UTC. */
export function wallAsUtcMs(value: string): number {
  return Date.parse(`${value.length === 10 ? `${value}T00:00:00` : normalizeWallTime(value)}Z`);
}

/** The instant a wall time names in a zone; in a spring-forward gap, the time just after it. */
export function zonedToInstantMs(wall: string, zone: string): number {
  const guess = wallAsUtcMs(wall);
  const first = guess - offsetMs(guess, zone);
  const second = guess - offsetMs(first, zone);
  return offsetMs(second, zone) === offsetMs(first, zone) ? second : Math.max(first, second);
}

/** The zone's offset from UTC at an instant. */
export function offsetMs(instantMs: number, zone: string): number {
  const parts = formatterOf(zone).formatToParts(new Date(instantMs));
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour') % 24, field('minute'), field('second'));
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, formatter);
  }
  return formatter;
}
