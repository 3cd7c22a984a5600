import { wallAsUtcMs, zonedToInstantMs } from './calendar-time';
import { SimError } from './sim-answer';

export const CALENDAR_PROVIDERS = ['calendar_provider_a', 'calendar_provider_b'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

export interface CalTime {
  /** Local wall time without an offset (`2026-03-27T09:00:00`); null for an all-day event. */
  date_time: string | null;
  /** All-day events only. */
  date: string | null;
  time_zone: string;
}

export interface CalRecurrence {
  freq: 'DAILY' | 'WEEKLY';
  interval: number;
  count: number | null;
  until: string | null;
  by_day: string[] | null;
}

export interface CalException {
  /** The wall time (or date) the occurrence had in the series. */
  original_start: string;
  cancelled: boolean;
  start?: CalTime;
  end?: CalTime;
  title?: string;
}

/** An event or a whole series, as stored: the calendar read API's wire shape. */
export interface CalEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  conference_url: string | null;
  start: CalTime;
  end: CalTime;
  all_day: boolean;
  attendees: Array<{ email: string; name: string; response_status: 'accepted' | 'declined' | 'tentative' | 'needs_action' }>;
  organizer_email: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  recurrence: CalRecurrence | null;
  exceptions: CalException[];
  updated_at: string;
}

export const CALENDAR_MAX_EVENTS = 50_000;
const DAY_MS = 86_400_000;
/** The widest offset from UTC any zone has: an all-day date covers this much more on either side. */
const ZONE_SLACK_MS = 14 * 3_600_000;

/** The instant a start or end names; an all-day date is taken with the widest slack, since it is on its date in every zone. */
export function instantOf(time: CalTime, side: 'start' | 'end'): number {
  if (time.date !== null) return wallAsUtcMs(time.date) + (side === 'start' ? -ZONE_SLACK_MS : ZONE_SLACK_MS);
  return zonedToInstantMs(time.date_time ?? '', time.time_zone);
}

/**
 * From the first start to the last end an event or series can reach, moved
 * occurrences included; a series without count or until never ends. Generous
 * on purpose: the API may list a series that turns out to have no occurrence
 * in the window, the reader filters after expanding.
 */
export function spanOf(event: CalEvent): { startMs: number; endMs: number } {
  const startMs = instantOf(event.start, 'start');
  const durationMs = Math.max(0, instantOf(event.end, 'end') - startMs);
  let endMs = startMs + durationMs;
  const rule = event.recurrence;
  if (rule !== null) {
    if (rule.until !== null) endMs = Math.max(endMs, wallAsUtcMs(rule.until.slice(0, 10)) + DAY_MS + ZONE_SLACK_MS + durationMs);
    else if (rule.count !== null) endMs = startMs + rule.count * rule.interval * (rule.freq === 'DAILY' ? 1 : 7) * DAY_MS + durationMs + ZONE_SLACK_MS;
    else endMs = Number.POSITIVE_INFINITY;
  }
  let earliest = startMs;
  for (const exception of event.exceptions) {
    if (exception.start !== undefined) earliest = Math.min(earliest, instantOf(exception.start, 'start'));
    if (exception.end !== undefined) endMs = Math.max(endMs, instantOf(exception.end, 'end'));
  }
  return { startMs: earliest, endMs };
}

/** Calendars the sim keeps; far beyond any test run, it stops a runaway script from exhausting memory. */
export const CALENDAR_MAX_ACCOUNTS = 2_000;

/**
 * Each account's events in the order they were first added; a change keeps
 * the event's place, so page positions stay valid. An account exists once
 * first seen, read or written, and then holds its seeded events.
 */
export class CalendarStore {
  private readonly accounts = new Map<string, { events: CalEvent[]; byId: Map<string, number> }>();

  /** `seed`: the events a newly seen account already holds (none by default). */
  constructor(private readonly seed?: (provider: CalendarProvider, accountId: string) => readonly CalEvent[]) {}

  /** Whether the account was seen already (its seed is made). */
  knows(provider: CalendarProvider, accountId: string): boolean {
    return this.accounts.has(`${provider}\n${accountId}`);
  }

  /** Adds new events and replaces those whose id exists; all or nothing. */
  upsert(provider: CalendarProvider, accountId: string, events: readonly CalEvent[]): void {
    const account = this.account(provider, accountId);
    const fresh = new Set(events.filter((e) => !account.byId.has(e.id)).map((e) => e.id));
    if (account.events.length + fresh.size > CALENDAR_MAX_EVENTS) {
      throw new SimError(409, 'calendar_full', `the ${provider} calendar of ${accountId} holds ${account.events.length} events and takes at most ${CALENDAR_MAX_EVENTS}`);
    }
    for (const event of events) {
      const at = account.byId.get(event.id);
      if (at === undefined) {
        account.byId.set(event.id, account.events.length);
        account.events.push(event);
      } else {
        account.events[at] = event;
      }
    }
  }

  find(provider: CalendarProvider, accountId: string, id: string): CalEvent | undefined {
    const account = this.account(provider, accountId);
    const at = account.byId.get(id);
    return at === undefined ? undefined : account.events[at];
  }

  /** Events and series that may meet [minMs, maxMs], from `position` of that selection on. */
  list(provider: CalendarProvider, accountId: string, window: { minMs: number; maxMs: number }, position: number, size: number): { events: CalEvent[]; next: number | null } {
    const matching = this.account(provider, accountId).events.filter((event) => {
      const span = spanOf(event);
      return span.startMs <= window.maxMs && span.endMs >= window.minMs;
    });
    const events = matching.slice(position, position + size);
    const end = position + events.length;
    return { events, next: end < matching.length ? end : null };
  }

  private account(provider: CalendarProvider, accountId: string): { events: CalEvent[]; byId: Map<string, number> } {
    const key = `${provider}\n${accountId}`;
    let account = this.accounts.get(key);
    if (account === undefined) {
      if (this.accounts.size >= CALENDAR_MAX_ACCOUNTS) {
        throw new SimError(409, 'conflict', `the sim holds ${CALENDAR_MAX_ACCOUNTS} calendars, its most; restart it to begin again`);
      }
      account = { events: [], byId: new Map() };
      for (const event of this.seed?.(provider, accountId) ?? []) {
        account.byId.set(event.id, account.events.length);
        account.events.push(event);
      }
      this.accounts.set(key, account);
    }
    return account;
  }
}
