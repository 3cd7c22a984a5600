export {
  CATALOG_EVENTS,
  EVENTS_STREAM,
  INTERNAL_EVENTS,
  INTERNAL_STREAM,
  OPERATIONAL_EVENTS,
  WEBHOOK_EVENTS,
  isInternalEvent,
  isWebhookEvent,
  subjectOf,
  type CatalogEvent,
  type EventType,
  type InternalEvent,
  type OperationalEvent,
  type WebhookEvent,
} from './event-catalog';
export { causationSchema, eventEnvelopeSchema, type Causation, type EventEnvelope } from './event-envelope';
export { AUDIT_BATCH_MAX, auditEntrySchema, auditRecordedSchema, contactEventSchemas, type AuditEntry, type AuditRecordedPayload } from './events';
export {
  CONTROL_SUBJECTS,
  keysRevokedSchema,
  workspaceChangedSchema,
  type KeysRevokedNotice,
  type WorkspaceChangedNotice,
} from './control-subjects';
export type * from './proto-types';
