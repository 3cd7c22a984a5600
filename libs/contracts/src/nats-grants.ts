import { CONTROL_SUBJECTS } from './control-subjects';
import { EVENTS_STREAM, INTERNAL_STREAM, streamOf, type EventType } from './events/event-catalog';

/** The identities that hold a NATS user (the event publishers among them). */
export const NATS_IDENTITIES = [
  'workspace',
  'crm',
  'webhook-dispatcher',
  'webhook-worker',
  'outreach',
  'mailbox-sync',
  'workflow-engine',
  'enrichment',
  'gateway',
] as const;
export type NatsIdentity = (typeof NATS_IDENTITIES)[number];

/** The streams every service's bus creates at start (bus.ensureStreams). */
export const SHARED_STREAMS = [EVENTS_STREAM, INTERNAL_STREAM] as const;
/** The webhook delivery jobs' work queue: the dispatcher enqueues, the dispatcher's and the workers' pulls take. */
export const WEBHOOK_JOBS_STREAM = 'WEBHOOK_JOBS';

/** A durable pull consumer: the only one on its stream an identity may create, read and acknowledge. */
export interface ConsumerGrant {
  stream: string;
  durable: string;
}

/**
 * What one identity does on the bus besides publishing the events it owns
 * (EVENT_PUBLISHERS): every JetStream API call it makes is on one of these
 * streams, consumers or buckets. The services' own declarations (durable names,
 * bucket names) must match: the bus refuses at start a consumer or bucket
 * missing here, naming this table.
 */
export interface NatsGrant {
  /**
   * 'create': creates EVENTS and INTERNAL at start, which changes nothing once
   * they exist; 'keep': also updates them when a release changes their config.
   */
  sharedStreams?: 'create' | 'keep';
  /** Streams of its own that it creates and updates. */
  streams?: readonly string[];
  /** Subjects outside the event catalog it publishes on (job queues, control notices). */
  publishes?: readonly string[];
  consumers?: readonly ConsumerGrant[];
  /** KV buckets it creates, reads and writes. */
  kv?: readonly string[];
  /** Core-NATS subjects it listens to (control notices). */
  subscribes?: readonly string[];
  /** Answers the requests it receives (reply subjects), without a publish grant on anyone's inbox. */
  allowResponses?: boolean;
}

/** The durable that takes one event type (the stream follows from the type). */
function consumerOf(durable: string, type: EventType): ConsumerGrant {
  return { stream: streamOf(type), durable };
}

/** One consumer per trigger type (nats-server 2.9 has one filter subject per consumer); the engine names them so. */
const WORKFLOW_TRIGGER_TYPES = [
  'contact.created',
  'contact.updated',
  'deal.created',
  'deal.updated',
  'task.created',
  'task.updated',
  'email.received',
  'meeting.created',
  'meeting.updated',
] as const satisfies readonly EventType[];

export const WEBHOOK_WORKERS_CONSUMER: ConsumerGrant = { stream: WEBHOOK_JOBS_STREAM, durable: 'webhook-workers' };

export const NATS_GRANTS: Readonly<Record<NatsIdentity, NatsGrant>> = {
  workspace: {
    sharedStreams: 'keep',
    publishes: [CONTROL_SUBJECTS.keysRevoked, CONTROL_SUBJECTS.workspaceChanged],
    consumers: [consumerOf('workspace-audit', 'audit.recorded')],
  },
  crm: {
    sharedStreams: 'create',
    consumers: [
      consumerOf('crm-timeline-note-created', 'note.created'),
      consumerOf('crm-timeline-message-sent', 'message.sent'),
      consumerOf('crm-timeline-email-received', 'email.received'),
      consumerOf('crm-timeline-meeting-created', 'meeting.created'),
      consumerOf('crm-timeline-task-created', 'task.created'),
      consumerOf('crm-timeline-task-updated', 'task.updated'),
      consumerOf('crm-lists-contact-deleted', 'contact.deleted'),
    ],
  },
  'webhook-dispatcher': {
    sharedStreams: 'create',
    streams: [WEBHOOK_JOBS_STREAM],
    publishes: ['webhook.jobs.>'],
    consumers: [{ stream: EVENTS_STREAM, durable: 'webhook-fanout' }, WEBHOOK_WORKERS_CONSUMER],
  },
  // Worker replicas only take jobs: they publish nothing and read no event.
  'webhook-worker': { streams: [WEBHOOK_JOBS_STREAM], consumers: [WEBHOOK_WORKERS_CONSUMER] },
  outreach: {
    sharedStreams: 'create',
    consumers: [consumerOf('outreach-replies-email-received', 'email.received')],
    kv: ['outreach_provider_rate'],
    subscribes: [CONTROL_SUBJECTS.workspaceChanged],
  },
  // Parses external mail: it publishes its own events and hears workspace changes, nothing else.
  'mailbox-sync': { sharedStreams: 'create', subscribes: [CONTROL_SUBJECTS.workspaceChanged] },
  'workflow-engine': {
    sharedStreams: 'create',
    consumers: WORKFLOW_TRIGGER_TYPES.map((type) => consumerOf(`workflow-engine-${type.replace('.', '-')}`, type)),
  },
  // Does not use the bus.
  enrichment: {},
  gateway: {
    sharedStreams: 'create',
    kv: ['rate_limits', 'idempotency'],
    subscribes: [CONTROL_SUBJECTS.keysRevoked, CONTROL_SUBJECTS.workspaceChanged],
    allowResponses: true,
  },
};

export function isNatsIdentity(value: string): value is NatsIdentity {
  return (NATS_IDENTITIES as readonly string[]).includes(value);
}

/** The inbox prefix of an identity's connection: replies to its requests and its pulls' deliveries come only there. */
export function inboxPrefixOf(identity: string): string {
  return `_INBOX_${identity}`;
}
