import { startConsumer, type Bus, type Consumer } from '@wbk/bus';
import type { Clock, Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { TimelineSourceEvent } from '../domain/activity-sources';
import type { ActivityRepository } from '../store/activity.repository';
import { ContactRepository } from '../store/contact.repository';
import { RecordTimelineActivities } from '../app/record-timeline-activities.use-case';

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

/** Starts every timeline consumer; main.ts stops them on shutdown before the relay and the bus. */
export async function startTimelineConsumers(deps: TimelineDeps): Promise<Consumer[]> {
  const recordActivities = new RecordTimelineActivities({ ...deps, contacts: deps.contacts ?? new ContactRepository(deps.store) });
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
            await recordActivities.execute(event);
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
