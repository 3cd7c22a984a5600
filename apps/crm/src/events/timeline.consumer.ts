import { startConsumer, type Bus, type Consumer } from '@wbk/bus';
import type { Clock, Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import { toActivityView } from '../domain/activity';
import { activitiesFromEvent, type SourceEvent, type TimelineSourceEvent } from '../domain/activity-sources';
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
export const TIMELINE_CONSUMERS: ReadonlyArray<{ type: TimelineSourceEvent; durable: string }> = [
  { type: 'note.created', durable: 'crm-timeline-note-created' },
  { type: 'message.sent', durable: 'crm-timeline-message-sent' },
  { type: 'email.received', durable: 'crm-timeline-email-received' },
  { type: 'meeting.created', durable: 'crm-timeline-meeting-created' },
  { type: 'task.created', durable: 'crm-timeline-task-created' },
  { type: 'task.updated', durable: 'crm-timeline-task-updated' },
];

/**
 * Events of one source handled at once. The timeline is read in `occurred_at`
 * order, which the event carries, so handling order does not show; one at a
 * time, every event paid its own datafile append, relay pass and
 * acknowledgement, where events handled together share them.
 */
const TIMELINE_CONCURRENCY = 16;

export type TimelineOutcome = { recorded: number; duplicates: number; ignored: number };

/**
 * Turns one source event into timeline entries, exactly once: each activity's
 * id is derived from its source, so a second delivery of the same event (or
 * a copy of it under another message id) collides and is skipped, and the
 * activity.created event rides in the activity's own outbox, so it exists
 * exactly when the activity does.
 */
export async function handleTimelineEvent(deps: TimelineDeps & { contacts: ContactRepository }, event: SourceEvent): Promise<TimelineOutcome> {
  const result: TimelineOutcome = { recorded: 0, duplicates: 0, ignored: 0 };
  for (const draft of activitiesFromEvent(event)) {
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
          // A payload that does not parse with its catalog schema is dead-lettered by the consumer, never seen here.
          events: [source.type],
          durable: source.durable,
          store: deps.store,
          logger: deps.logger,
          // Each activity's id derives from its source and a repeat is skipped on insert: a processed-event
          // record would cost a read and a write per event to remember what the activities already say.
          rememberProcessed: false,
          concurrency: TIMELINE_CONCURRENCY,
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
