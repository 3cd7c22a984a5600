import { startConsumer, type Bus, type Consumer } from '@wbk/bus';
import { EVENTS_STREAM, INTERNAL_STREAM, subjectOf, type EventEnvelope } from '@wbk/contracts';
import type { Clock, Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import { toActivityView } from '../domain/activity';
import { activitiesFromEvent, type TimelineSourceEvent } from '../domain/activity-sources';
import type { ActivityRepository } from '../store/activity.repository';
import { ContactRepository } from '../store/contact.repository';
import { activityCreated } from './activity-events';

export interface TimelineDeps {
  bus: Bus;
  /** The CRM's store: the consumers keep their processed ids and dead letters there. */
  store: DocStore;
  logger: Logger;
  activities: ActivityRepository;
  clock: Clock;
  /** Runs after an activity (with its activity.created event) was written (OutboxRelay.kick). */
  afterWrite: () => void;
  /** Defaults to a repository over `store`. */
  contacts?: ContactRepository;
}

/**
 * One durable consumer per source subject: nats-server 2.9 takes one filter
 * subject per consumer (TOOLCHAIN.md). The durable names are stable, so a
 * restart resumes where the previous process stopped.
 */
export const TIMELINE_CONSUMERS: ReadonlyArray<{ type: TimelineSourceEvent; stream: string; durable: string }> = [
  { type: 'note.created', stream: INTERNAL_STREAM, durable: 'crm-timeline-note-created' },
  { type: 'message.sent', stream: INTERNAL_STREAM, durable: 'crm-timeline-message-sent' },
  { type: 'email.received', stream: INTERNAL_STREAM, durable: 'crm-timeline-email-received' },
  { type: 'meeting.created', stream: INTERNAL_STREAM, durable: 'crm-timeline-meeting-created' },
  { type: 'task.created', stream: EVENTS_STREAM, durable: 'crm-timeline-task-created' },
  { type: 'task.updated', stream: EVENTS_STREAM, durable: 'crm-timeline-task-updated' },
];

export type TimelineOutcome = { recorded: number; duplicates: number; ignored: number; invalid?: string };

/**
 * Turns one source event into timeline entries, exactly once: each activity's
 * id is derived from its source, so a second delivery of the same event (or
 * a copy of it under another message id) collides and is skipped, and the
 * activity.created event rides in the activity's own outbox, so it exists
 * exactly when the activity does.
 */
export async function handleTimelineEvent(deps: TimelineDeps & { contacts: ContactRepository }, event: EventEnvelope): Promise<TimelineOutcome> {
  const outcome = activitiesFromEvent(event);
  if (!outcome.ok) {
    // A payload without the fields we read is a publisher bug: a retry cannot fix it, so it is logged and acked.
    deps.logger.error({ eventId: event.id, event: event.event, error: outcome.error }, 'timeline source event has an unexpected shape; ignored');
    return { recorded: 0, duplicates: 0, ignored: 0, invalid: outcome.error };
  }
  const result: TimelineOutcome = { recorded: 0, duplicates: 0, ignored: 0 };
  for (const draft of outcome.drafts) {
    // Unknown, deleted or other-workspace contacts have no timeline to show it on.
    if (!(await deps.contacts.findLive(event.workspace_id, draft.contact_id))) {
      result.ignored += 1;
      continue;
    }
    const activity = toActivityView(event.workspace_id, draft, deps.clock.now());
    const written = await deps.activities.record(event.workspace_id, activity, [activityCreated(event, activity, deps.clock)]);
    if (written) result.recorded += 1;
    else result.duplicates += 1;
  }
  if (result.recorded > 0) deps.afterWrite();
  return result;
}

/** Starts every timeline consumer; main.ts stops them on shutdown before the relay and the bus. */
export async function startTimelineConsumers(deps: TimelineDeps): Promise<Consumer[]> {
  const full = { ...deps, contacts: deps.contacts ?? new ContactRepository(deps.store) };
  const started: Consumer[] = [];
  try {
    for (const source of TIMELINE_CONSUMERS) {
      started.push(
        await startConsumer({
          bus: deps.bus,
          stream: source.stream,
          durable: source.durable,
          filterSubject: subjectOf(source.type),
          store: deps.store,
          logger: deps.logger,
          handler: async (event) => {
            await handleTimelineEvent(full, event);
          },
        }),
      );
    }
  } catch (err) {
    await Promise.all(started.map((c) => c.stop()));
    throw err;
  }
  return started;
}
