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
// Deals
export {
  DEAL_DEFAULTS,
  DEAL_LIMITS,
  DEAL_PAGE_LIMITS,
  DEAL_PRIORITIES,
  DEAL_READ_ONLY_FIELDS,
  DEAL_STATUSES,
  DEAL_WRITABLE_FIELDS,
  dealBulkUpdateItem,
  dealCreateBody,
  dealListQuery,
  dealRecord,
  dealUpdateBody,
  isCurrencyCode,
  isIsoDate,
  type DealField,
  type DealInput,
  type DealPriority,
  type DealRecord,
  type DealStatus,
} from './crm/deal.schemas';
export { dealRoutes } from './crm/deals.routes';
// Deal documents
export {
  DOCUMENT_LIMITS,
  DOCUMENT_PAGE_LIMITS,
  DOCUMENT_READ_ONLY_FIELDS,
  ROOT_FOLDER,
  dealDocumentListQuery,
  dealDocumentRecord,
  documentLinkBody,
  type DealDocumentRecord,
  type DocumentInput,
} from './crm/document.schemas';
export { dealDocumentRoutes } from './crm/documents.routes';
// Lists
export {
  LIST_LIMITS,
  LIST_PAGE_LIMITS,
  LIST_READ_ONLY_FIELDS,
  listContactIdsBody,
  listContactsAdded,
  listContactsRemoved,
  listCreateBody,
  listListQuery,
  listRecord,
  type CreateListInput,
  type ListContactsAdded,
  type ListContactsRemoved,
  type ListRecord,
} from './crm/list.schemas';
export { listRoutes } from './crm/lists.routes';
// Bulk writes
export {
  BULK_MAX,
  bulkCreatedResult,
  bulkEnvelope,
  bulkItemError,
  bulkUpdatedResult,
  contactBulkCreateBody,
  dealBulkCreateBody,
  dealBulkUpdateBody,
  fieldIssue,
  type BulkCreatedResult,
  type BulkItemError,
  type BulkUpdatedResult,
} from './crm/bulk.schemas';
export { bulkRoutes } from './crm/bulk.routes';
export { parseBody, parseQuery } from './http/parse';
