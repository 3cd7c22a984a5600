import { z } from 'zod';
import type { CalEvent, CalTime, CalendarProvider } from './calendar-store';
import { instantOf } from './calendar-store';
import { isDate, isTimeZone, isWallTime, normalizeWallTime, wallAsUtcMs } from './calendar-time';

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const RESPONSES = ['accepted', 'declined', 'tentative', 'needs_action'] as const;
const STATUSES = ['confirmed', 'tentative', 'cancelled'] as const;

const wallTime = z.string().refine(isWallTime, { error: 'must be a local wall time like 2026-03-27T09:00:00 (no offset)' }).transform(normalizeWallTime);
const date = z.string().refine(isDate, { error: 'must be a date like 2026-03-27' });
const timeZone = z.string().refine(isTimeZone, { error: 'must be an IANA time zone like Europe/London' });
const text = (max: number) => z.string().max(max, { error: `must be at most ${max} characters` });

const calTime = z
  .strictObject({ date_time: wallTime.nullable().optional(), date: date.nullable().optional(), time_zone: timeZone.default('UTC') })
  .refine((t) => (t.date_time ?? null) === null !== ((t.date ?? null) === null), { error: 'must have exactly one of date_time (timed) and date (all-day)' })
  .transform((t): CalTime => ({ date_time: t.date_time ?? null, date: t.date ?? null, time_zone: t.time_zone }));

const recurrence = z
  .strictObject({
    freq: z.enum(['DAILY', 'WEEKLY'], { error: 'must be DAILY or WEEKLY' }),
    interval: z.number().int().min(1).max(1000).default(1),
    count: z.number().int().min(1).max(10_000).nullable().default(null),
    until: z
      .union([date, z.iso.datetime({ offset: true })], { error: 'must be a date like 2026-06-30 or an ISO 8601 timestamp' })
      .nullable()
      .default(null),
    by_day: z
      .array(z.enum(WEEKDAYS, { error: `must be among ${WEEKDAYS.join(', ')}` }))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'must not repeat a day' })
      .nullable()
      .default(null),
  })
  .refine((r) => r.count === null || r.until === null, { error: 'must not have both count and until' })
  .refine((r) => r.by_day === null || r.freq === 'WEEKLY', { error: 'by_day is for WEEKLY series' });

const exception = z.strictObject({
  original_start: z.string().refine((v) => isWallTime(v) || isDate(v), { error: 'must be the occurrence\'s wall time (or date, all-day) in the series' }),
  cancelled: z.boolean().default(false),
  start: calTime.optional(),
  end: calTime.optional(),
  title: text(1000).optional(),
});

/** A calendar event as a test describes it (control API); what is left out is filled in. */
export const calEventDraft = z
  .strictObject({
    id: z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_.:-]+$/, { error: 'letters, digits and _ . : - only' }).optional(),
    title: text(1000).default(''),
    description: text(100_000).default(''),
    location: text(1000).default(''),
    conference_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).nullable().default(null),
    start: calTime,
    end: calTime.optional(),
    all_day: z.boolean().optional(),
    attendees: z
      .array(
        z.strictObject({
          email: z.string().trim().toLowerCase().pipe(z.email({ error: 'must be a valid email address' })),
          name: text(200).default(''),
          response_status: z.enum(RESPONSES, { error: `must be one of ${RESPONSES.join(', ')}` }).default('needs_action'),
        }),
      )
      .max(500)
      .default([]),
    organizer_email: z.string().trim().toLowerCase().pipe(z.email({ error: 'must be a valid email address' })).default('organizer@calendar.sim.invalid'),
    status: z.enum(STATUSES, { error: `must be one of ${STATUSES.join(', ')}` }).default('confirmed'),
    recurrence: recurrence.nullable().default(null),
    exceptions: z.array(exception).max(1000).default([]),
    updated_at: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' }).optional(),
  })
  .superRefine((event, ctx) => {
    const allDay = event.start.date !== null;
    if (event.all_day !== undefined && event.all_day !== allDay) ctx.addIssue({ code: 'custom', path: ['all_day'], message: 'must match start: true with start.date, false with start.date_time' });
    if (event.end !== undefined && (event.end.date !== null) !== allDay) ctx.addIssue({ code: 'custom', path: ['end'], message: 'must be a date when start is a date, a date_time when start is a date_time' });
    if (event.end !== undefined && endsBeforeStart(event.start, event.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'must not be before start' });
    if (event.recurrence === null && event.exceptions.length > 0) ctx.addIssue({ code: 'custom', path: ['exceptions'], message: 'are for recurring series only (set recurrence)' });
  });
export type CalEventDraft = z.infer<typeof calEventDraft>;

function endsBeforeStart(start: CalTime, end: CalTime): boolean {
  if (start.date !== null && end.date !== null) return end.date < start.date;
  return instantOf(end, 'end') < instantOf(start, 'start');
}

const ID_PREFIXES: Record<CalendarProvider, string> = { calendar_provider_a: 'cpa_', calendar_provider_b: 'cpb_' };

/** The stored event: an hour long or one day when no end is given, the sim's own id unless the test chose one. */
export function eventFromDraft(provider: CalendarProvider, draft: CalEventDraft, randomHex: (bytes: number) => string, now: Date): CalEvent {
  const start = draft.start;
  return {
    id: draft.id ?? `${ID_PREFIXES[provider]}${randomHex(12)}`,
    title: draft.title,
    description: draft.description,
    location: draft.location,
    conference_url: draft.conference_url,
    start,
    end: draft.end ?? defaultEnd(start),
    all_day: start.date !== null,
    attendees: draft.attendees,
    organizer_email: draft.organizer_email,
    status: draft.status,
    recurrence: draft.recurrence,
    exceptions: draft.exceptions.map((e) => ({ ...e, original_start: e.original_start.length === 10 ? e.original_start : normalizeWallTime(e.original_start) })),
    updated_at: draft.updated_at === undefined ? now.toISOString() : new Date(draft.updated_at).toISOString(),
  };
}

function defaultEnd(start: CalTime): CalTime {
  if (start.date !== null) return { date_time: null, date: new Date(wallAsUtcMs(start.date) + 86_400_000).toISOString().slice(0, 10), time_zone: start.time_zone };
  const wall = new Date(wallAsUtcMs(start.date_time ?? '') + 3_600_000).toISOString().slice(0, 19);
  return { date_time: wall, date: null, time_zone: start.time_zone };
}
