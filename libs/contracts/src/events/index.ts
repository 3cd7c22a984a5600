// The event catalog, envelopes and the payload schema of every event type.
// Events: the catalog, the envelope, one payload schema per type
export {
  CATALOG_EVENTS,
  EVENT_DOCS,
  EVENT_GROUPS,
  EVENT_TYPES,
  EVENTS_STREAM,
  INTERNAL_EVENTS,
  INTERNAL_STREAM,
  OPERATIONAL_EVENTS,
  WEBHOOK_EVENTS,
  isEventType,
  isInternalEvent,
  isWebhookEvent,
  streamOf,
  subjectOf,
  type CatalogEvent,
  type EventDoc,
  type EventGroup,
  type EventType,
  type InternalEvent,
  type OperationalEvent,
  type WebhookEvent,
} from './event-catalog';
export { EVENT_PUBLISHERS, type EventPublisher } from './event-publishers';
export { causationSchema, eventEnvelopeSchema, type Causation, type EventEnvelope } from './event-envelope';
export { EVENT_PAYLOADS, checkEventPayload, type AnyEvent, type EventOf, type EventPayload, type PayloadCheck } from './event-payloads';
export { EVENT_EXAMPLES } from './event-examples';
export { eventCount, fieldChanges, type FieldChanges } from './change-set';
export { CONTACT_EVENT_PAYLOADS, eventContact, type EventContact } from './contact.events';
export { COMPANY_EVENT_PAYLOADS } from './company.events';
export { DEAL_EVENT_PAYLOADS } from './deal.events';
export { LIST_EVENT_PAYLOADS } from './list.events';
export { CAMPAIGN_EVENT_PAYLOADS } from './campaign.events';
export { ACTIVITY_TASK_EVENT_PAYLOADS } from './activity-task.events';
export { MAILBOX_EVENT_PAYLOADS } from './mailbox.events';
export { AUTOMATION_EVENT_PAYLOADS } from './automation.events';
export {
  AUDIT_BATCH_MAX,
  INTERNAL_EVENT_PAYLOADS,
  auditEntrySchema,
  auditRecordedSchema,
  eventNote,
  type AuditEntry,
  type AuditRecordedPayload,
  type EventNote,
} from './internal.events';
export {
  WEBHOOK_EVENT_BODIES,
  webhookEventJsonSchema,
  webhookEventTypeRecord,
  webhookEventTypes,
  type WebhookEventTypeRecord,
} from './webhook-event-types';
