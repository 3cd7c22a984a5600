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
// Workflows
export {
  MERGE_TOKEN,
  WORKFLOW_ACTION_TYPES,
  WORKFLOW_CHANNELS,
  WORKFLOW_ENTITY_TYPES,
  WORKFLOW_OPERATORS,
  WORKFLOW_RUN_STATUSES,
  hasMergeToken,
  type WorkflowActionType,
  type WorkflowChannel,
  type WorkflowEntityType,
  type WorkflowOperator,
  type WorkflowRunStatus,
} from './workflows/workflow-vocabulary';
export {
  ACTION_CONFIG_LIMITS,
  ACTION_CONFIG_SCHEMAS,
  createTaskActionConfig,
  sendChannelMessageActionConfig,
  sendEmailActionConfig,
  updateFieldActionConfig,
  webhookActionConfig,
  workflowActionConfig,
  type ActionConfigOf,
  type WorkflowActionConfig,
} from './workflows/workflow-action.schemas';
export { CONDITION_FIELD_DOCS, UPDATABLE_FIELD_DOCS, type DocumentedFieldKind } from './workflows/workflow-field-matrix';
export {
  WORKFLOW_LIMITS,
  WORKFLOW_PAGE_LIMITS,
  WORKFLOW_READ_ONLY_FIELDS,
  WORKFLOW_UPDATABLE_FIELDS,
  workflowCreateBody,
  workflowListQuery,
  workflowRecord,
  workflowUpdateBody,
  type WorkflowCreateInput,
  type WorkflowRecord,
  type WorkflowUpdateInput,
} from './workflows/workflow.schemas';
export { workflowRunListQuery, workflowRunRecord, workflowRunsByEntityQuery, type WorkflowRunRecord } from './workflows/run.schemas';
export { workflowRoutes } from './workflows/workflows.routes';
// Assistant
export {
  ASSISTANT_TASK_PAGE_LIMITS,
  ASSISTANT_TASK_STATUSES,
  ASSISTANT_TASK_TYPES,
  CHAT_MESSAGE_MAX,
  assistantChatBody,
  assistantChatReply,
  assistantTaskListQuery,
  assistantTaskRecord,
  type AssistantChatInput,
  type AssistantChatReply,
  type AssistantTaskRecord,
  type AssistantTaskStatus,
  type AssistantTaskType,
} from './assistant/assistant.schemas';
export { assistantRoutes } from './assistant/assistant.routes';
