import type { EventOf } from '@wbk/contracts';
import { ACTIVITY_LIMITS, clip, type ActivityDraft } from './activity';

/**
 * The events the timeline is built from. Each arrives parsed with its
 * catalog schema (EVENT_PAYLOADS in libs/contracts; docs/decisions.md, "Typed
 * events"), so the mappings read typed payloads: a payload change that drops
 * a field read here fails to compile.
 */
export const TIMELINE_SOURCE_EVENTS = ['note.created', 'message.sent', 'email.received', 'meeting.created', 'task.created', 'task.updated'] as const;
export type TimelineSourceEvent = (typeof TIMELINE_SOURCE_EVENTS)[number];

/** A timeline source event, discriminated on `event`. */
export type SourceEvent = EventOf<TimelineSourceEvent>;

/** Completing a task is the moment worth a timeline entry; other edits are not. */
const COMPLETED = 'completed';

/** Contact ids as the CRM stores them (lower case), each once. */
function uniqueContacts(values: ReadonlyArray<string | null>): string[] {
  return [...new Set(values.filter((v): v is string => v !== null).map((v) => v.toLowerCase()))];
}

const title = (value: string | null, fallback: string) => clip(value && value.trim() !== '' ? value : fallback, ACTIVITY_LIMITS.title);
const summary = (value: string | null) => clip(value ?? '', ACTIVITY_LIMITS.summary);

/** Notes of companies only carry no contact_id: they are not about a contact. */
function fromNote({ data: { note } }: EventOf<'note.created'>): ActivityDraft[] {
  if (note.contact_id === null) return [];
  return [
    {
      type: 'note',
      contact_id: note.contact_id.toLowerCase(),
      occurred_at: note.created_date,
      title: title(note.title, 'Note'),
      summary: summary(note.content),
      source: { event: 'note.created', id: note.id },
      metadata: { note_type: note.note_type, category: note.category, company_id: note.company_id },
      dedupKey: `note:${note.id}`,
    },
  ];
}

function fromMessage({ data: { message } }: EventOf<'message.sent'>): ActivityDraft[] {
  if (message.contact_id === null) return [];
  return [
    {
      type: 'message_sent',
      contact_id: message.contact_id.toLowerCase(),
      occurred_at: message.sent_at,
      title: title(message.subject, `Message sent via ${message.channel}`),
      summary: summary(message.message),
      source: { event: 'message.sent', id: message.id },
      metadata: { channel: message.channel, status: message.status, deal_id: message.deal_id },
      dedupKey: `message:${message.id}`,
    },
  ];
}

/** A message matched to several contacts (sender and recipients) lands on each of their timelines. */
function fromEmail({ data: { email } }: EventOf<'email.received'>): ActivityDraft[] {
  return uniqueContacts([email.contact_id, ...email.contact_ids]).map((contact) => ({
    type: 'email_received',
    contact_id: contact,
    occurred_at: email.received_at,
    title: title(email.subject, '(no subject)'),
    summary: summary(email.snippet),
    source: { event: 'email.received', id: email.id },
    metadata: { from: email.from, to: email.to },
    dedupKey: `email:${email.id}`,
  }));
}

/** One activity per attending contact. */
function fromMeeting({ data: { meeting } }: EventOf<'meeting.created'>): ActivityDraft[] {
  return uniqueContacts(meeting.contact_ids).map((contact) => ({
    type: 'meeting',
    contact_id: contact,
    // A meeting sits on the timeline at its start, also when it was booked long before.
    occurred_at: meeting.start_time,
    title: title(meeting.title, 'Meeting'),
    summary: '',
    source: { event: 'meeting.created', id: meeting.id },
    metadata: { start_time: meeting.start_time, end_time: meeting.end_time },
    dedupKey: `meeting:${meeting.id}`,
  }));
}

type Task = EventOf<'task.created'>['data']['task'];

function taskMetadata(t: Task): Record<string, unknown> {
  return { status: t.status, priority: t.priority, due_date: t.due_date, deal_id: t.deal_id };
}

function fromTaskCreated({ data: { task: t } }: EventOf<'task.created'>): ActivityDraft[] {
  if (t.contact_id === null) return [];
  return [
    {
      type: 'task_created',
      contact_id: t.contact_id.toLowerCase(),
      occurred_at: t.created_date,
      title: title(t.title, 'Task'),
      summary: summary(t.description),
      source: { event: 'task.created', id: t.id },
      metadata: taskMetadata(t),
      dedupKey: `task_created:${t.id}`,
    },
  ];
}

/** Only the update that completed the task: its status became completed in this change. */
function fromTaskUpdated(event: EventOf<'task.updated'>): ActivityDraft[] {
  const { task: t, changes } = event.data;
  const completedNow = t.status === COMPLETED && 'status' in changes && changes['status'] !== COMPLETED;
  if (t.contact_id === null || !completedNow) return [];
  return [
    {
      type: 'task_completed',
      contact_id: t.contact_id.toLowerCase(),
      occurred_at: t.updated_date,
      title: title(t.title, 'Task'),
      summary: summary(t.description),
      source: { event: 'task.updated', id: t.id },
      metadata: taskMetadata(t),
      // A task may be reopened and completed again: each completion is its own entry, keyed by its event.
      dedupKey: `task_completed:${event.id}`,
    },
  ];
}

/** The timeline entries an event stands for: none for events that do not concern a contact. */
export function activitiesFromEvent(event: SourceEvent): ActivityDraft[] {
  switch (event.event) {
    case 'note.created':
      return fromNote(event);
    case 'message.sent':
      return fromMessage(event);
    case 'email.received':
      return fromEmail(event);
    case 'meeting.created':
      return fromMeeting(event);
    case 'task.created':
      return fromTaskCreated(event);
    case 'task.updated':
      return fromTaskUpdated(event);
  }
}
