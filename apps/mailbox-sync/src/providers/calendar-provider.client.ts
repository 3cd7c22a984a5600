// The two calendar providers' event listing (SIM-MAIL-API.md "Calendars"):
// series and single events as stored; the service expands recurrences itself.
import type { CalendarEventStatus, CalendarProvider } from '@wbk/contracts';
import { z } from 'zod';
import type { StoredSeries } from '../domain/recurrence';
import type { ProviderAnswer, ProviderHttp } from './provider-http';

export interface ProviderCalendarEvent extends StoredSeries {
  id: string;
  description: string | null;
  location: string | null;
  conference_url: string | null;
  attendees: Array<{ email: string; name: string | null; response_status: string }>;
  organizer_email: string | null;
  status: CalendarEventStatus;
  updated_at: string | null;
}

export type CalendarAnswer = { kind: 'page'; events: ProviderCalendarEvent[]; nextPageToken: string | null } | Exclude<ProviderAnswer, { kind: 'ok' }>;

const time = z.object({ date_time: z.string().nullable().optional(), date: z.string().nullable().optional(), time_zone: z.string().nullable().optional() });
const eventSchema = z.object({
  id: z.string().min(1).max(300),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  conference_url: z.string().nullable().optional(),
  start: time,
  end: time,
  all_day: z.boolean().optional(),
  attendees: z.array(z.object({ email: z.string(), name: z.string().nullable().optional(), response_status: z.string().nullable().optional() })).nullable().optional(),
  organizer_email: z.string().nullable().optional(),
  status: z.enum(['confirmed', 'tentative', 'cancelled']).optional(),
  recurrence: z
    .object({
      freq: z.enum(['DAILY', 'WEEKLY']),
      interval: z.number().int().min(1).max(366).optional(),
      count: z.number().int().min(1).nullable().optional(),
      until: z.string().nullable().optional(),
      by_day: z.array(z.string()).nullable().optional(),
    })
    .nullable()
    .optional(),
  exceptions: z
    .array(z.object({ original_start: z.string(), cancelled: z.boolean().optional(), start: time.optional(), end: time.optional(), title: z.string().nullable().optional() }))
    .nullable()
    .optional(),
  updated_at: z.string().nullable().optional(),
});
const pageSchema = z.object({ events: z.array(z.unknown()), next_page_token: z.string().nullable().optional() });

type RawTime = z.infer<typeof time>;
const toTime = (t: RawTime) => ({ date_time: t.date_time ?? null, date: t.date ?? null, time_zone: t.time_zone || 'UTC' });

function toEvent(e: z.infer<typeof eventSchema>): ProviderCalendarEvent {
  return {
    id: e.id,
    title: e.title ?? '',
    description: e.description ?? null,
    location: e.location ?? null,
    conference_url: e.conference_url ?? null,
    start: toTime(e.start),
    end: toTime(e.end),
    all_day: e.all_day ?? (e.start.date != null && e.start.date_time == null),
    attendees: (e.attendees ?? []).map((a) => ({ email: a.email.trim().toLowerCase(), name: a.name ?? null, response_status: a.response_status ?? 'needs_action' })),
    organizer_email: e.organizer_email?.trim().toLowerCase() ?? null,
    status: e.status ?? 'confirmed',
    recurrence:
      e.recurrence == null
        ? null
        : { freq: e.recurrence.freq, interval: e.recurrence.interval ?? 1, count: e.recurrence.count ?? null, until: e.recurrence.until ?? null, by_day: e.recurrence.by_day ?? null },
    exceptions: (e.exceptions ?? []).map((x) => ({
      original_start: x.original_start,
      cancelled: x.cancelled ?? false,
      start: x.start ? toTime(x.start) : undefined,
      end: x.end ? toTime(x.end) : undefined,
      title: x.title ?? undefined,
    })),
    updated_at: e.updated_at ?? null,
  };
}

export interface CalendarProviderClient {
  /** One page; events that cannot be read are left out (counted in `skipped`). */
  list(request: { provider: CalendarProvider; accountId: string; timeMin: string; timeMax: string; pageToken: string | null }): Promise<CalendarAnswer & { skipped?: number }>;
}

export function createCalendarProviderClient(http: ProviderHttp): CalendarProviderClient {
  return {
    async list(request) {
      const answer = await http.get(request.provider, request.accountId, `/calendar/${request.provider}/${encodeURIComponent(request.accountId)}/events`, {
        time_min: request.timeMin,
        time_max: request.timeMax,
        page_token: request.pageToken,
        page_size: 250,
      });
      if (answer.kind !== 'ok') return answer;
      const page = pageSchema.safeParse(answer.body);
      if (!page.success) return { kind: 'unavailable', reason: 'the provider answered a page that cannot be read' };
      const events: ProviderCalendarEvent[] = [];
      let skipped = 0;
      for (const raw of page.data.events) {
        const parsed = eventSchema.safeParse(raw);
        if (parsed.success) events.push(toEvent(parsed.data));
        else skipped += 1;
      }
      return { kind: 'page', events, nextPageToken: page.data.next_page_token ?? null, skipped };
    },
  };
}
