import { z } from 'zod';
import { idSchema, pageQuery, timestamp, uuid } from '../http/schemas';

/** Neutral stand-ins for the two supported calendar providers (the `provider` of a calendar event). */
export const CALENDAR_PROVIDERS = ['calendar_provider_a', 'calendar_provider_b'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

export const CALENDAR_EVENT_STATUSES = ['confirmed', 'tentative', 'cancelled'] as const;
export type CalendarEventStatus = (typeof CALENDAR_EVENT_STATUSES)[number];

/**
 * A calendar event: what GET /v1/calendar/events will list, and what the
 * internal meeting.created / meeting.updated events carry.
 */
export const calendarEventRecord = z
  .strictObject({
    id: uuid,
    provider: z.enum(CALENDAR_PROVIDERS),
    title: z.string(),
    description: z.string().nullable().meta({ description: 'Plain text.' }),
    location: z.string().nullable(),
    conference_url: z.string().nullable(),
    start_time: timestamp,
    end_time: timestamp,
    all_day: z.boolean(),
    attendees: z.array(
      z.strictObject({
        email: z.string(),
        name: z.string().nullable(),
        response_status: z.string().meta({ description: "As the provider reports it, e.g. `accepted`, `declined`, `tentative`, `needs_action`." }),
      }),
    ),
    organizer_email: z.string().nullable(),
    contact_ids: z.array(uuid).meta({ description: 'Contacts among the attendees (matched by email).' }),
    deal_id: uuid.nullable(),
    status: z.enum(CALENDAR_EVENT_STATUSES),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEventRecord = z.infer<typeof calendarEventRecord>;

export const CALENDAR_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

/** Days after `from_date` that `to_date` defaults to. */
export const CALENDAR_DEFAULT_WINDOW_DAYS = 30;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CALENDAR_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;
const CALENDAR_BOUND_MESSAGE = 'must be an ISO 8601 date (YYYY-MM-DD) or a timestamp with an offset (YYYY-MM-DDTHH:MM:SSZ)';

/** A calendar bound as given: a date (read in the workspace's timezone by the service) or an instant. */
export type CalendarBound = { kind: 'date'; date: string } | { kind: 'instant'; at: Date };

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The bound `raw` stands for, or null when it is neither a real date nor a timestamp with an offset. */
export function parseCalendarBound(raw: string): CalendarBound | null {
  const date = CALENDAR_DATE.exec(raw);
  if (date) return validDate(Number(date[1]), Number(date[2]), Number(date[3])) ? { kind: 'date', date: raw } : null;
  const ts = CALENDAR_TIMESTAMP.exec(raw);
  if (!ts) return null;
  if (!validDate(Number(ts[1]), Number(ts[2]), Number(ts[3])) || Number(ts[4]) > 23 || Number(ts[5]) > 59 || Number(ts[6] ?? 0) > 59) return null;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : { kind: 'instant', at: new Date(at) };
}

function calendarBound(description: string) {
  return z
    .string()
    .transform((raw, ctx) => {
      const bound = parseCalendarBound(raw);
      if (bound === null) {
        ctx.addIssue({ code: 'custom', message: CALENDAR_BOUND_MESSAGE });
        return z.NEVER;
      }
      return bound;
    })
    .optional()
    .meta({ description, example: '2026-03-27' });
}

/** The order of the bounds is the service's check (400 invalid_date_range), made once both are resolved in the workspace's timezone. */
export const calendarEventListQuery = z.strictObject({
  ...pageQuery(CALENDAR_PAGE_LIMITS),
  from_date: calendarBound(
    'Events starting at or after this. A date alone is the start of that day in the workspace timezone. Default: the start of the current day in the workspace timezone.',
  ),
  to_date: calendarBound(
    'Events starting at or before this. A date alone runs through the end of that day in the workspace timezone. Default: 30 days after from_date (same wall time, correct across a daylight-saving change).',
  ),
  contact_id: idSchema.optional().meta({ description: 'Only events with this contact among the attendees; a contact that is not in the workspace answers 404.' }),
  deal_id: idSchema.optional().meta({ description: 'Only events linked to this deal; a deal that is not in the workspace answers 404.' }),
  attendee_email: z
    .string()
    .trim()
    .min(3, { error: 'must be an email address' })
    .max(320, { error: 'must be an email address', abort: true })
    .regex(/^[^\s@]+@[^\s@]+$/, { error: 'must be an email address' })
    .optional()
    .meta({ description: 'Only events with this attendee (case-insensitive).' }),
});
export type CalendarEventListQuery = z.output<typeof calendarEventListQuery>;
