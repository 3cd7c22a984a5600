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
// Typed service-to-service RPCs
export { rpcService, type RpcMethod, type RpcMethodMap, type RpcMethodsOf, type RpcService } from './rpc/rpc-service';
export { CRM_AUTOMATION_RPC, type CrmAutomationRpc } from './rpc/crm-automation.rpc';
export { WEBHOOKS_RPC, type WebhooksRpc } from './rpc/webhooks.rpc';
export { WORKSPACE_RPC, type WorkspaceRpc } from './rpc/workspace.rpc';
