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
} from './events/event-catalog';
export { causationSchema, eventEnvelopeSchema, type Causation, type EventEnvelope } from './events/event-envelope';
export { EVENT_PAYLOADS, checkEventPayload, type AnyEvent, type EventOf, type EventPayload, type PayloadCheck } from './events/event-payloads';
export { EVENT_EXAMPLES } from './events/event-examples';
export { eventCount, fieldChanges, type FieldChanges } from './events/change-set';
export { CONTACT_EVENT_PAYLOADS, eventContact, type EventContact } from './events/contact.events';
export { COMPANY_EVENT_PAYLOADS } from './events/company.events';
export { DEAL_EVENT_PAYLOADS } from './events/deal.events';
export { LIST_EVENT_PAYLOADS } from './events/list.events';
export { CAMPAIGN_EVENT_PAYLOADS } from './events/campaign.events';
export { ACTIVITY_TASK_EVENT_PAYLOADS } from './events/activity-task.events';
export { MAILBOX_EVENT_PAYLOADS } from './events/mailbox.events';
export { AUTOMATION_EVENT_PAYLOADS } from './events/automation.events';
export {
  AUDIT_BATCH_MAX,
  INTERNAL_EVENT_PAYLOADS,
  auditEntrySchema,
  auditRecordedSchema,
  eventNote,
  type AuditEntry,
  type AuditRecordedPayload,
  type EventNote,
} from './events/internal.events';
export {
  WEBHOOK_EVENT_BODIES,
  webhookEventJsonSchema,
  webhookEventTypeRecord,
  webhookEventTypes,
  type WebhookEventTypeRecord,
} from './events/webhook-event-types';
// Outreach: campaigns and outbound messages (what their events carry so far)
export {
  CAMPAIGN_STATUSES,
  campaignRecord,
  campaignStepRecord,
  type CampaignRecord,
  type CampaignStatus,
  type CampaignStepRecord,
} from './outreach/campaign.schemas';
export {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  sentMessageRecord,
  type MessageChannel,
  type MessageStatus,
  type SentMessageRecord,
} from './outreach/message.schemas';
// Mailbox: sync jobs, synced emails, calendar events (what their events carry so far)
export {
  EMAIL_SYNC_MODES,
  EMAIL_SYNC_STATUSES,
  MAIL_PROVIDERS,
  emailSyncJobRecord,
  type EmailSyncJobRecord,
  type EmailSyncMode,
  type EmailSyncStatus,
  type MailProvider,
} from './mailbox/email-sync.schemas';
export { syncedEmailRecord, type SyncedEmailRecord } from './mailbox/synced-email.schemas';
export {
  CALENDAR_EVENT_STATUSES,
  CALENDAR_PROVIDERS,
  calendarEventRecord,
  type CalendarEventRecord,
  type CalendarEventStatus,
  type CalendarProvider,
} from './mailbox/calendar-event.schemas';
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
// Companies
export {
  COMPANY_LIMITS,
  COMPANY_PAGE_LIMITS,
  COMPANY_READ_ONLY_FIELDS,
  COMPANY_WRITABLE_FIELDS,
  MAX_COMPANY_QUERY_WORDS,
  companyCreateBody,
  companyListQuery,
  companyPatchBody,
  companyRecord,
  companyUpdatedRecord,
  httpUrlField,
  isDomain,
  nameTokens,
  normaliseDomain,
  tagsField,
  textField,
  type CompanyInput,
  type CompanyPatch,
  type CompanyRecord,
  type CompanyUpdatedRecord,
} from './crm/company.schemas';
export { companyRoutes } from './crm/companies.routes';
// Notes (of companies and contacts)
export {
  DEFAULT_NOTE_TYPE,
  NOTE_LIMITS,
  NOTE_PAGE_LIMITS,
  NOTE_READ_ONLY_FIELDS,
  companyNoteCreateBody,
  companyNoteRecord,
  contactNoteCreateBody,
  contactNoteRecord,
  noteListQuery,
  type CompanyNoteRecord,
  type ContactNoteInput,
  type ContactNoteRecord,
} from './crm/note.schemas';
export { noteRoutes } from './crm/notes.routes';
// Contact timeline (activities)
export { ACTIVITY_PAGE_LIMITS, ACTIVITY_TYPES, activityListQuery, activityRecord, type ActivityRecord, type ActivityType } from './crm/activity.schemas';
export { activityRoutes } from './crm/activities.routes';
// Tasks
export {
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  TASK_LIMITS,
  TASK_PAGE_LIMITS,
  TASK_PRIORITIES,
  TASK_READ_ONLY_FIELDS,
  TASK_STATUSES,
  TASK_WRITABLE_FIELDS,
  taskCreateBody,
  taskListQuery,
  taskPatchBody,
  taskRecord,
  type TaskCreateInput,
  type TaskInput,
  type TaskPriority,
  type TaskRecord,
  type TaskStatus,
} from './crm/task.schemas';
export { DUE_DATE_FORMAT, normalizeDueDate, parseDue, upperBound, type ParsedDue } from './crm/task-dates';
export { taskRoutes } from './crm/tasks.routes';
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
export { webhookEventTypeRoutes } from './webhooks/webhook-event-types.routes';
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
// Typed service-to-service RPCs
export { rpcService, type RpcMethod, type RpcMethodMap, type RpcMethodsOf, type RpcService } from './rpc/rpc-service';
export { CRM_AUTOMATION_RPC, type CrmAutomationRpc } from './rpc/crm-automation.rpc';
export { WEBHOOKS_RPC, type WebhooksRpc } from './rpc/webhooks.rpc';
export { WORKSPACE_RPC, type WorkspaceRpc } from './rpc/workspace.rpc';
