/**
 * The one place a boundary is declared: public routes and their schemas, event
 * payloads, and the messages of the calls between services. Each area keeps its
 * exports in its own index; this file only gathers them.
 */
export * from './events/index';
export * from './outreach/index';
export * from './enrichment/index';
export * from './mailbox/index';
export {
  CONTROL_SUBJECTS,
  keysRevokedSchema,
  workspaceChangedSchema,
  type KeysRevokedNotice,
  type WorkspaceChangedNotice,
} from './control-subjects';
export type * from './proto-types';
export * from './http/index';
export * from './crm/index';
export * from './webhooks/index';
export * from './workspace/index';
export * from './workflows/index';
export * from './assistant/index';
export * from './rpc/index';
export * from './services/index';
export {
  NATS_PERMISSIONS,
  eventSubjectsOf,
  natsAuthorizationConfig,
  natsPermissionsOf,
  natsPermissionsTable,
  type NatsPermissions,
  type NatsUser,
} from './nats-permissions';
export {
  NATS_GRANTS,
  NATS_IDENTITIES,
  SHARED_STREAMS,
  WEBHOOK_JOBS_STREAM,
  inboxPrefixOf,
  isNatsIdentity,
  type ConsumerGrant,
  type NatsGrant,
  type NatsIdentity,
} from './nats-grants';
export * from './permissions/index';
