import { CONTROL_SUBJECTS } from './control-subjects';
import { subjectOf } from './events/event-catalog';

/**
 * The NATS subjects each identity may use: the bus's half of the internal
 * planes' policy (the gRPC half is CALLER_POLICY in libs/rpc). Every service
 * uses the JetStream API (streams, consumers, KV) and its own inboxes; only
 * services with an outbox publish events; only workspace publishes control
 * notices; only the gateway answers them. Deleting or purging a stream is
 * nobody's business at run time.
 */
export interface NatsPermissions {
  publish: { allow: string[]; deny?: string[] };
  subscribe: { allow: string[] };
  /** Lets a user answer the requests it received (reply subjects) without a publish grant on _INBOX.>. */
  allowResponses?: boolean;
}

const JETSTREAM_CLIENT = ['$JS.API.>', '$JS.ACK.>', '$JS.FC.>'];
const NO_STREAM_DESTRUCTION = ['$JS.API.STREAM.DELETE.>', '$JS.API.STREAM.PURGE.>'];
const EVENTS = ['events.>', 'internal.>'];
const kv = (bucket: string): string => `$KV.${bucket}.>`;

function service(publish: string[], extra: Partial<NatsPermissions> = {}): NatsPermissions {
  return {
    publish: { allow: [...JETSTREAM_CLIENT, ...publish], deny: NO_STREAM_DESTRUCTION },
    subscribe: { allow: ['_INBOX.>', 'ctl.>'] },
    ...extra,
  };
}

export const NATS_PERMISSIONS: Readonly<Record<string, NatsPermissions>> = {
  workspace: service([...EVENTS, CONTROL_SUBJECTS.keysRevoked, CONTROL_SUBJECTS.workspaceChanged]),
  crm: service(EVENTS),
  // Delivery jobs (their own stream) are shared by the dispatcher and the worker replicas.
  'webhook-dispatcher': service([...EVENTS, 'webhook.jobs.>']),
  'webhook-worker': service([...EVENTS, 'webhook.jobs.>']),
  outreach: service([...EVENTS, kv('outreach_provider_rate')]),
  'mailbox-sync': service(EVENTS),
  'workflow-engine': service(EVENTS),
  enrichment: service(EVENTS),
  // The edge writes its audit trail and its shared counters, and acknowledges key revocations.
  gateway: service([subjectOf('audit.recorded'), kv('rate_limits'), kv('idempotency')], { allowResponses: true }),
};

export interface NatsUser {
  user: string;
  password: string;
  permissions: NatsPermissions;
}

/** The `authorization` block of a nats-server config (2.9 syntax); JSON strings are valid there. */
export function natsAuthorizationConfig(users: readonly NatsUser[]): string {
  const lines = users.map(({ user, password, permissions }) => {
    const perms = [
      `publish: { allow: ${JSON.stringify(permissions.publish.allow)}${permissions.publish.deny ? `, deny: ${JSON.stringify(permissions.publish.deny)}` : ''} }`,
      `subscribe: { allow: ${JSON.stringify(permissions.subscribe.allow)} }`,
      ...(permissions.allowResponses ? ['allow_responses: true'] : []),
    ];
    return `    { user: ${JSON.stringify(user)}, password: ${JSON.stringify(password)}, permissions: { ${perms.join(', ')} } }`;
  });
  return `authorization {\n  users = [\n${lines.join('\n')}\n  ]\n}\n`;
}
