/**
 * Task due dates (docs/decisions.md, "Task due dates"): a client may send an
 * ISO 8601 calendar date (YYYY-MM-DD) or a timestamp with a zone (Z or
 * ±hh:mm). Both are kept as one UTC timestamp string, so comparisons and
 * range filters are plain string comparisons on an index. A date alone means
 * midnight UTC of that day; as an upper filter bound it means the whole day.
 */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

export const DUE_DATE_FORMAT = 'an ISO 8601 date (YYYY-MM-DD) or timestamp with a zone (e.g. 2026-03-01T17:00:00Z)';

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export interface ParsedDue {
  /** The instant as a UTC ISO string. */
  iso: string;
  dateOnly: boolean;
}

export function parseDue(value: string): ParsedDue | null {
  const date = DATE_RE.exec(value);
  if (date) {
    const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
    if (!validDay(y, m, d)) return null;
    return { iso: new Date(Date.UTC(y, m - 1, d)).toISOString(), dateOnly: true };
  }
  const ts = TIMESTAMP_RE.exec(value);
  if (!ts) return null;
  const [y, m, d, h, min] = [Number(ts[1]), Number(ts[2]), Number(ts[3]), Number(ts[4]), Number(ts[5])];
  const sec = ts[6] === undefined ? 0 : Number(ts[6]);
  if (!validDay(y, m, d) || h > 23 || min > 59 || sec > 59) return null;
  if (ts[7] !== 'Z' && (Number(ts[8]) > 23 || Number(ts[9]) > 59)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : { iso: new Date(ms).toISOString(), dateOnly: false };
}

/** Stored form of a due date; null when the text is not a valid date. */
export function normalizeDueDate(value: string): string | null {
  return parseDue(value)?.iso ?? null;
}

/** Inclusive upper bound of `due_before`: a date alone covers its whole day. */
export function upperBound(parsed: ParsedDue): string {
  return parsed.dateOnly ? new Date(Date.parse(parsed.iso) + 86_400_000 - 1).toISOString() : parsed.iso;
}
