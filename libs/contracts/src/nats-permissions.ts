import { EVENT_TYPES, subjectOf } from './events/event-catalog';
import { EVENT_PUBLISHERS } from './events/event-publishers';
import { NATS_GRANTS, NATS_IDENTITIES, SHARED_STREAMS, inboxPrefixOf, type ConsumerGrant, type NatsGrant, type NatsIdentity } from './nats-grants';

/**
 * The NATS subjects each identity may use: the bus's half of the internal
 * planes' policy (the gRPC half is CALLER_POLICY in libs/rpc), derived from
 * the manifests through EVENT_PUBLISHERS (who publishes which event) and NATS_GRANTS (which streams,
 * consumers, buckets and control subjects each identity uses). Everything not
 * listed is refused: another service's events, another consumer's messages,
 * another service's KV bucket, another identity's inbox, deleting, purging or
 * reconfiguring a stream.
 */
export interface NatsPermissions {
  /** An empty allow list means nothing (rendered as deny '>'), never everything. */
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  /** Lets a user answer the requests it received (reply subjects) without a publish grant on an inbox. */
  allowResponses?: boolean;
}

const API = '$JS.API';

/** The event subjects an identity owns. */
export function eventSubjectsOf(identity: string): string[] {
  return EVENT_TYPES.filter((type) => EVENT_PUBLISHERS[type] === identity).map(subjectOf);
}

function streamCalls(stream: string, update: boolean): string[] {
  return [`${API}.STREAM.INFO.${stream}`, `${API}.STREAM.CREATE.${stream}`, ...(update ? [`${API}.STREAM.UPDATE.${stream}`] : [])];
}

/** Create (or update) its durable, read its state, pull from it and settle what it delivered: nothing on anyone else's consumer. */
function consumerCalls({ stream, durable }: ConsumerGrant): string[] {
  return [
    `${API}.STREAM.INFO.${stream}`,
    `${API}.CONSUMER.INFO.${stream}.${durable}`,
    `${API}.CONSUMER.CREATE.${stream}.${durable}`,
    // The 2.9 create API appends the consumer's filter subject.
    `${API}.CONSUMER.CREATE.${stream}.${durable}.>`,
    `${API}.CONSUMER.MSG.NEXT.${stream}.${durable}`,
    `$JS.ACK.${stream}.${durable}.>`,
  ];
}

/** A KV bucket is the stream KV_<bucket>: its keys are written on $KV.<bucket>.> and read by direct get (or message get on a bucket made without direct access). */
function bucketCalls(bucket: string): string[] {
  const stream = `KV_${bucket}`;
  return [
    `$KV.${bucket}.>`,
    `${API}.STREAM.INFO.${stream}`,
    `${API}.STREAM.CREATE.${stream}`,
    `${API}.DIRECT.GET.${stream}`,
    `${API}.DIRECT.GET.${stream}.>`,
    `${API}.STREAM.MSG.GET.${stream}`,
  ];
}

function usesJetStream(grant: NatsGrant): boolean {
  return grant.sharedStreams !== undefined || (grant.streams?.length ?? 0) > 0 || (grant.consumers?.length ?? 0) > 0 || (grant.kv?.length ?? 0) > 0;
}

export function natsPermissionsOf(identity: NatsIdentity): NatsPermissions {
  const grant = NATS_GRANTS[identity];
  const publish = [
    ...eventSubjectsOf(identity),
    ...(grant.publishes ?? []),
    // Account info: the client's first call on a JetStream connection.
    ...(usesJetStream(grant) ? [`${API}.INFO`] : []),
    ...(grant.sharedStreams === undefined ? [] : SHARED_STREAMS.flatMap((stream) => streamCalls(stream, grant.sharedStreams === 'keep'))),
    ...(grant.streams ?? []).flatMap((stream) => streamCalls(stream, true)),
    ...(grant.consumers ?? []).flatMap(consumerCalls),
    ...(grant.kv ?? []).flatMap(bucketCalls),
  ];
  const uses = publish.length > 0 || (grant.subscribes?.length ?? 0) > 0;
  return {
    publish: { allow: [...new Set(publish)] },
    subscribe: { allow: uses ? [`${inboxPrefixOf(identity)}.>`, ...(grant.subscribes ?? [])] : [] },
    ...(grant.allowResponses ? { allowResponses: true } : {}),
  };
}

export const NATS_PERMISSIONS: Readonly<Record<NatsIdentity, NatsPermissions>> = Object.fromEntries(
  NATS_IDENTITIES.map((identity) => [identity, natsPermissionsOf(identity)]),
) as Record<NatsIdentity, NatsPermissions>;

export interface NatsUser {
  user: string;
  password: string;
  permissions: NatsPermissions;
}

/** An empty allow list would let nats-server allow everything: it is written as a deny of every subject. */
function direction(allow: readonly string[]): string {
  return allow.length === 0 ? `{ deny: [">"] }` : `{ allow: ${JSON.stringify(allow)} }`;
}

/** The `authorization` block of a nats-server config (2.9 syntax); JSON strings are valid there. */
export function natsAuthorizationConfig(users: readonly NatsUser[]): string {
  const lines = users.map(({ user, password, permissions }) => {
    const perms = [
      `publish: ${direction(permissions.publish.allow)}`,
      `subscribe: ${direction(permissions.subscribe.allow)}`,
      ...(permissions.allowResponses ? ['allow_responses: true'] : []),
    ];
    return `    { user: ${JSON.stringify(user)}, password: ${JSON.stringify(password)}, permissions: { ${perms.join(', ')} } }`;
  });
  return `authorization {\n  users = [\n${lines.join('\n')}\n  ]\n}\n`;
}

const code = (values: readonly string[]): string => (values.length === 0 ? '—' : values.map((v) => `\`${v}\``).join(', '));

/**
 * The permissions as a Markdown table, one row per identity (docs/security.md
 * carries it; a spec fails when the two disagree). Every identity also
 * subscribes to its own inbox `_INBOX_<identity>.>` and calls `$JS.API.INFO`.
 */
export function natsPermissionsTable(): string {
  const header = ['Identity', 'Publishes events', 'Other subjects', 'Streams', 'Durable consumers (stream/durable)', 'KV buckets', 'Listens to'];
  const rows = NATS_IDENTITIES.map((identity) => {
    const grant = NATS_GRANTS[identity];
    const streams = [
      ...(grant.sharedStreams === undefined ? [] : SHARED_STREAMS.map((s) => `${s} (${grant.sharedStreams === 'keep' ? 'create, update' : 'create'})`)),
      ...(grant.streams ?? []).map((s) => `${s} (create, update)`),
    ];
    return [
      identity,
      code(eventSubjectsOf(identity)),
      code(grant.publishes ?? []),
      streams.length === 0 ? '—' : streams.join(', '),
      code((grant.consumers ?? []).map((c) => `${c.stream}/${c.durable}`)),
      code(grant.kv ?? []),
      `${code(grant.subscribes ?? [])}${grant.allowResponses ? '; answers the requests it receives' : ''}`,
    ];
  });
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
