import { isUuid } from '@wbk/platform';
import { z } from 'zod';
import { ACTIVITY_LIMITS, clip, type ActivityDraft } from './activity';

/**
 * The events the timeline is built from, each read through its OWN slim copy
 * of the publisher's payload (STYLE.md: a consumer declares the fields it
 * reads, never imports the publisher's full record). Extra fields are
 * ignored, so publishers may grow their payloads freely.
 */
export const TIMELINE_SOURCE_EVENTS = ['note.created', 'message.sent', 'email.received', 'meeting.created', 'task.created', 'task.updated'] as const;
export type TimelineSourceEvent = (typeof TIMELINE_SOURCE_EVENTS)[number];

/** What a mapping needs of the envelope. */
export interface SourceEvent {
  id: string;
  event: string;
  occurred_at: string;
  data: Record<string, unknown>;
}

export type SourceOutcome = { ok: true; drafts: ActivityDraft[] } | { ok: false; error: string };

const id = z.string().min(1).max(200);
const optionalText = z.string().nullish();
const isoTime = z.iso.datetime({ offset: true });
const optionalTime = isoTime.nullish();
/** A missing or malformed contact reference means "not about a contact": the event is acked and ignored. */
const optionalContact = z.unknown().transform((v) => (isUuid(v) ? v.toLowerCase() : null));

/** internal.note.created (notes slice): notes of companies only carry no contact_id. */
const noteCreated = z.object({
  note: z.object({
    id,
    title: optionalText,
    content: optionalText,
    note_type: optionalText,
    category: optionalText,
    created_date: optionalTime,
    contact_id: optionalContact,
    company_id: optionalText,
  }),
});

/** internal.message.sent (outreach): one outbound message on any channel. */
const messageSent = z.object({
  message: z.object({
    id,
    channel: z.string().min(1),
    status: optionalText,
    contact_id: optionalContact,
    deal_id: optionalText,
    subject: optionalText,
    message: optionalText,
    sent_at: optionalTime,
  }),
});

/**
 * internal.email.received (mailbox sync). The slim shape the CRM reads:
 * `{email: {id, contact_ids?: uuid[], contact_id?: uuid, from, to?, subject?,
 * snippet?, received_at?}}`; a message matched to several contacts lands on
 * each of their timelines.
 */
const emailReceived = z.object({
  email: z.object({
    id,
    contact_id: optionalContact,
    contact_ids: z.array(z.unknown()).nullish(),
    from: z.string().min(1),
    to: z.union([z.string(), z.array(z.string())]).nullish(),
    subject: optionalText,
    snippet: optionalText,
    received_at: optionalTime,
  }),
});

/** internal.meeting.created (calendar): one activity per attending contact. */
const meetingCreated = z.object({
  meeting: z.object({
    id,
    title: optionalText,
    start_time: isoTime,
    end_time: optionalTime,
    contact_ids: z.array(z.unknown()).nullish(),
  }),
});

const task = z.object({
  id,
  title: optionalText,
  description: optionalText,
  status: optionalText,
  priority: z.unknown().optional(),
  due_date: optionalText,
  contact_id: optionalContact,
  deal_id: optionalText,
  created_date: optionalTime,
  updated_date: optionalTime,
});

/** events.task.created / events.task.updated (tasks slice): `changes` is field -> previous value. */
const taskCreated = z.object({ task });
const taskUpdated = z.object({ task, changes: z.record(z.string(), z.unknown()).nullish() });

/** Completing a task is the moment worth a timeline entry; other edits are not. */
const COMPLETED = 'completed';

function uniqueContacts(values: readonly unknown[]): string[] {
  return [...new Set(values.filter(isUuid).map((v) => v.toLowerCase()))];
}

function parse<S extends z.ZodType>(schema: S, data: unknown): { ok: true; value: z.infer<S> } | { ok: false; error: string } {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`).join('; ') };
}

const title = (value: string | null | undefined, fallback: string) => clip(value && value.trim() !== '' ? value : fallback, ACTIVITY_LIMITS.title);
const summary = (value: string | null | undefined) => clip(value ?? '', ACTIVITY_LIMITS.summary);

function fromNote(event: SourceEvent): SourceOutcome {
  const parsed = parse(noteCreated, event.data);
  if (!parsed.ok) return parsed;
  const { note } = parsed.value;
  if (!note.contact_id) return { ok: true, drafts: [] };
  return {
    ok: true,
    drafts: [
      {
        type: 'note',
        contact_id: note.contact_id,
        occurred_at: note.created_date ?? event.occurred_at,
        title: title(note.title, 'Note'),
        summary: summary(note.content),
        source: { event: 'note.created', id: note.id },
        metadata: { note_type: note.note_type ?? null, category: note.category ?? null, company_id: note.company_id ?? null },
        dedupKey: `note:${note.id}`,
      },
    ],
  };
}

function fromMessage(event: SourceEvent): SourceOutcome {
  const parsed = parse(messageSent, event.data);
  if (!parsed.ok) return parsed;
  const { message } = parsed.value;
  if (!message.contact_id) return { ok: true, drafts: [] };
  return {
    ok: true,
    drafts: [
      {
        type: 'message_sent',
        contact_id: message.contact_id,
        occurred_at: message.sent_at ?? event.occurred_at,
        title: title(message.subject, `Message sent via ${message.channel}`),
        summary: summary(message.message),
        source: { event: 'message.sent', id: message.id },
        metadata: { channel: message.channel, status: message.status ?? null, deal_id: message.deal_id ?? null },
        dedupKey: `message:${message.id}`,
      },
    ],
  };
}

function fromEmail(event: SourceEvent): SourceOutcome {
  const parsed = parse(emailReceived, event.data);
  if (!parsed.ok) return parsed;
  const { email } = parsed.value;
  const contacts = uniqueContacts([...(email.contact_id ? [email.contact_id] : []), ...(email.contact_ids ?? [])]);
  const to = email.to === undefined || email.to === null ? [] : Array.isArray(email.to) ? email.to : [email.to];
  return {
    ok: true,
    drafts: contacts.map((contact) => ({
      type: 'email_received',
      contact_id: contact,
      occurred_at: email.received_at ?? event.occurred_at,
      title: title(email.subject, '(no subject)'),
      summary: summary(email.snippet),
      source: { event: 'email.received', id: email.id },
      metadata: { from: email.from, to },
      dedupKey: `email:${email.id}`,
    })),
  };
}

function fromMeeting(event: SourceEvent): SourceOutcome {
  const parsed = parse(meetingCreated, event.data);
  if (!parsed.ok) return parsed;
  const { meeting } = parsed.value;
  return {
    ok: true,
    drafts: uniqueContacts(meeting.contact_ids ?? []).map((contact) => ({
      type: 'meeting',
      contact_id: contact,
      // A meeting sits on the timeline at its start, also when it was booked long before.
      occurred_at: meeting.start_time,
      title: title(meeting.title, 'Meeting'),
      summary: '',
      source: { event: 'meeting.created', id: meeting.id },
      metadata: { start_time: meeting.start_time, end_time: meeting.end_time ?? null },
      dedupKey: `meeting:${meeting.id}`,
    })),
  };
}

type TaskFields = z.infer<typeof task>;

function taskMetadata(t: TaskFields): Record<string, unknown> {
  return { status: t.status ?? null, priority: t.priority ?? null, due_date: t.due_date ?? null, deal_id: t.deal_id ?? null };
}

function fromTaskCreated(event: SourceEvent): SourceOutcome {
  const parsed = parse(taskCreated, event.data);
  if (!parsed.ok) return parsed;
  const t = parsed.value.task;
  if (!t.contact_id) return { ok: true, drafts: [] };
  return {
    ok: true,
    drafts: [
      {
        type: 'task_created',
        contact_id: t.contact_id,
        occurred_at: t.created_date ?? event.occurred_at,
        title: title(t.title, 'Task'),
        summary: summary(t.description),
        source: { event: 'task.created', id: t.id },
        metadata: taskMetadata(t),
        dedupKey: `task_created:${t.id}`,
      },
    ],
  };
}

function fromTaskUpdated(event: SourceEvent): SourceOutcome {
  const parsed = parse(taskUpdated, event.data);
  if (!parsed.ok) return parsed;
  const { task: t, changes } = parsed.value;
  const completedNow = t.status === COMPLETED && changes != null && 'status' in changes && changes['status'] !== COMPLETED;
  if (!t.contact_id || !completedNow) return { ok: true, drafts: [] };
  return {
    ok: true,
    drafts: [
      {
        type: 'task_completed',
        contact_id: t.contact_id,
        occurred_at: t.updated_date ?? event.occurred_at,
        title: title(t.title, 'Task'),
        summary: summary(t.description),
        source: { event: 'task.updated', id: t.id },
        metadata: taskMetadata(t),
        // A task may be reopened and completed again: each completion is its own entry, keyed by its event.
        dedupKey: `task_completed:${event.id}`,
      },
    ],
  };
}

const MAPPERS: Record<TimelineSourceEvent, (event: SourceEvent) => SourceOutcome> = {
  'note.created': fromNote,
  'message.sent': fromMessage,
  'email.received': fromEmail,
  'meeting.created': fromMeeting,
  'task.created': fromTaskCreated,
  'task.updated': fromTaskUpdated,
};

function isSourceEvent(type: string): type is TimelineSourceEvent {
  return (TIMELINE_SOURCE_EVENTS as readonly string[]).includes(type);
}

/**
 * The timeline entries an event stands for: none for events that do not
 * concern a contact, `ok: false` for a payload that does not have the shape
 * the CRM reads (a publisher bug; retrying would not fix it).
 */
export function activitiesFromEvent(event: SourceEvent): SourceOutcome {
  if (!isSourceEvent(event.event)) return { ok: true, drafts: [] };
  return MAPPERS[event.event](event);
}
