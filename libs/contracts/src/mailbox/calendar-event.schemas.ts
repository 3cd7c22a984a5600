import { z } from 'zod';
import { timestamp, uuid } from '../http/schemas';

/** Neutral stand-ins for the two supported calendar providers (spec "Calendar event"). */
export const CALENDAR_PROVIDERS = ['calendar_provider_a', 'calendar_provider_b'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

export const CALENDAR_EVENT_STATUSES = ['confirmed', 'tentative', 'cancelled'] as const;
export type CalendarEventStatus = (typeof CALENDAR_EVENT_STATUSES)[number];

/**
 * Spec "Calendar event": what GET /v1/calendar/events will list, and what the
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
