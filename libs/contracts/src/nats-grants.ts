import { EVENTS_STREAM, INTERNAL_STREAM, streamOf } from './events/event-catalog';
import type { Identity } from './services/identities';
import type { BusUse, ConsumerGrant, EventConsumer, IdentityManifest } from './services/manifest';
import { IDENTITY_MANIFESTS } from './services/manifests';

export type { ConsumerGrant } from './services/manifest';
export { WEBHOOK_JOBS_STREAM, WEBHOOK_WORKERS_CONSUMER } from './services/webhook-dispatcher.manifest';

/** The identities that hold a NATS user (every one but the admin CLI, which only calls workspace). */
export type NatsIdentity = Exclude<Identity, 'cli'>;

/** The streams every service's bus creates at start (bus.ensureStreams). */
export const SHARED_STREAMS = [EVENTS_STREAM, INTERNAL_STREAM] as const;

/**
 * What one identity does on the bus besides publishing the events it owns
 * (EVENT_PUBLISHERS): every JetStream API call it makes is on one of these
 * streams, consumers or buckets, as its manifest declares them. The services'
 * own declarations (durable names, bucket names) must match: the bus refuses at
 * start a consumer or bucket missing here, naming the manifests.
 */
export interface NatsGrant extends Omit<BusUse, 'queues'> {
  consumers?: readonly ConsumerGrant[];
}

function consumerGrantOf(consumer: EventConsumer): ConsumerGrant {
  return 'event' in consumer ? { stream: streamOf(consumer.event), durable: consumer.durable } : { stream: consumer.stream, durable: consumer.durable };
}

/** An identity's grant: its bus use, with its event consumers (the stream follows from the type) before its work-queue consumers. */
export function natsGrantOf(manifest: IdentityManifest): NatsGrant {
  const { queues, ...bus } = manifest.bus ?? {};
  const consumers = [...manifest.consumes.map(consumerGrantOf), ...(queues ?? [])];
  return consumers.length === 0 ? bus : { ...bus, consumers };
}

const NATS_MANIFESTS = IDENTITY_MANIFESTS.filter((manifest) => manifest.bus !== undefined);

export const NATS_IDENTITIES: readonly NatsIdentity[] = NATS_MANIFESTS.map((manifest) => manifest.name as NatsIdentity);

export const NATS_GRANTS: Readonly<Record<NatsIdentity, NatsGrant>> = Object.fromEntries(
  NATS_MANIFESTS.map((manifest) => [manifest.name, natsGrantOf(manifest)]),
) as Record<NatsIdentity, NatsGrant>;

export function isNatsIdentity(value: string): value is NatsIdentity {
  return (NATS_IDENTITIES as readonly string[]).includes(value);
}

/** The inbox prefix of an identity's connection: replies to its requests and its pulls' deliveries come only there. */
export function inboxPrefixOf(identity: string): string {
  return `_INBOX_${identity}`;
}
