import type { CalendarEventRecord, CalendarProvider } from '@wbk/contracts';
import type { Occurrence } from './recurrence';
import { derivedId } from './synced-message';

/** What the calendar record is built from (the provider's event, minus its times and rule). */
export interface EventDetails {
  id: string;
  description: string | null;
  location: string | null;
  conference_url: string | null;
  attendees: Array<{ email: string; name: string | null; response_status: string }>;
  organizer_email: string | null;
  status: CalendarEventRecord['status'];
}

/**
 * The deal of a meeting: the one open deal whose main contact attends. With
 * none, or with several (the meeting could be about any of them), it is null:
 * a wrong link is worse than none (docs/decisions.md, "Calendar").
 */
export function dealOf(contactIds: readonly string[], openDeals: ReadonlyMap<string, readonly string[]>): string | null {
  const deals = new Set(contactIds.flatMap((c) => openDeals.get(c) ?? []));
  return deals.size === 1 ? [...deals][0]! : null;
}

/** A timed occurrence's instants; an all-day one at 00:00 UTC of its dates, so it reads as that date wherever it is shown. */
export function toCalendarRecord(input: {
  workspaceId: string;
  provider: CalendarProvider;
  event: EventDetails;
  occurrence: Occurrence;
  contactsByEmail: ReadonlyMap<string, readonly string[]>;
  openDeals: ReadonlyMap<string, readonly string[]>;
}): CalendarEventRecord {
  const { event, occurrence } = input;
  const contactIds = [...new Set(event.attendees.flatMap((a) => input.contactsByEmail.get(a.email) ?? []))].sort();
  return {
    id: derivedId(input.workspaceId, input.provider, event.id, occurrence.key),
    provider: input.provider,
    title: occurrence.title,
    description: event.description,
    location: event.location,
    conference_url: event.conference_url,
    start_time: occurrence.all_day ? `${occurrence.startDate}T00:00:00.000Z` : new Date(occurrence.startMs).toISOString(),
    end_time: occurrence.all_day ? `${occurrence.endDate}T00:00:00.000Z` : new Date(occurrence.endMs).toISOString(),
    all_day: occurrence.all_day,
    attendees: event.attendees.map((a) => ({ ...a })),
    organizer_email: event.organizer_email,
    contact_ids: contactIds,
    deal_id: dealOf(contactIds, input.openDeals),
    status: event.status,
  };
}

/** The fields of `next` that differ from `previous`, with their previous values (a meeting.updated's `changes`). */
export function changedFields(previous: CalendarEventRecord, next: CalendarEventRecord): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as Array<keyof CalendarEventRecord>) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) changes[key] = previous[key];
  }
  return changes;
}
