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
export {
  API_TAGS,
  SERVICES,
  acceptsIdempotencyKey,
  defineRoute,
  pathParamNames,
  type ApiTag,
  type HttpMethod,
  type RouteContract,
  type ServiceName,
  type SuccessStatus,
} from './http/route-contract';
export {
  calendarDate,
  dataEnvelope,
  deletedRecord,
  errorBody,
  idParams,
  jsonObject,
  namedPageEnvelope,
  pageEnvelope,
  pageMeta,
  pageOf,
  pageQuery,
  queryInt,
  queryText,
  timestamp,
  uuid,
  type ErrorBody,
  type PageLimits,
} from './http/schemas';
export { isPlainObject, jsonDepth } from './http/json';
export { API_VERSION, OPENAPI_PATH, buildOpenApiDocument, errorCodesOf, serializeOpenApiDocument, type OpenApiDocument } from './http/openapi';
export { PUBLIC_ROUTES } from './http/public-routes';
export * from './crm/contact.schemas';
export { contactRoutes } from './crm/contacts.routes';
export { parseBody, parseQuery } from './http/parse';
// Webhooks
export {
  ALL_WEBHOOK_EVENTS,
  WEBHOOK_ATTEMPT_STATUSES,
  WEBHOOK_LIMITS,
  WEBHOOK_PAGE_LIMITS,
  WEBHOOK_READ_ONLY_FIELDS,
  WEBHOOK_SUBSCRIPTIONS,
  WEBHOOK_UPDATABLE_FIELDS,
  webhookCreateBody,
  webhookDeliveryLogRecord,
  webhookDeliveryParams,
  webhookListQuery,
  webhookLogListQuery,
  webhookRecord,
  webhookRecordShape,
  webhookReplayBody,
  webhookReplayResult,
  webhookRetryResult,
  webhookUpdateBody,
  webhookWithSecret,
  type WebhookCreateInput,
  type WebhookDeliveryLogRecord,
  type WebhookLogListQuery,
  type WebhookRecord,
  type WebhookReplayInput,
  type WebhookReplayRecord,
  type WebhookRetryRecord,
  type WebhookSubscription,
  type WebhookUpdateInput,
  type WebhookWithSecretRecord,
} from './webhooks/webhook.schemas';
export { webhookRoutes } from './webhooks/webhooks.routes';
export { webhookDeliveryRoutes } from './webhooks/webhook-deliveries.routes';
// Workspace: settings and providers
export {
  PROVIDER_CATEGORIES,
  PROVIDER_STATUSES,
  WORKSPACE_PLANS,
  providerListQuery,
  providerStatusList,
  providerStatusRecord,
  settingsQuery,
  workspaceSettingsRecord,
  type ProviderCategory,
  type ProviderStatusList,
  type ProviderStatusRecord,
  type ProviderStatusValue,
  type WorkspacePlan,
  type WorkspaceSettingsRecord,
} from './workspace/settings.schemas';
// Workspace: users
export { USER_PAGE_LIMITS, USER_ROLES, userListQuery, userRecord, type UserRecord, type UserRole } from './workspace/user.schemas';
// Workspace: audit logs
export {
  AUDIT_ACTIONS,
  AUDIT_PAGE_LIMITS,
  AUDIT_RESOURCE_TYPES,
  AUDIT_USER_TYPES,
  auditLogEntryRecord,
  auditLogListQuery,
  type AuditAction,
  type AuditLogEntryRecord,
  type AuditLogListQuery,
  type AuditResourceType,
} from './workspace/audit-log.schemas';
export { parseDateBound, type DateBound } from './workspace/audit-date';
export { workspaceRoutes } from './workspace/workspace.routes';
