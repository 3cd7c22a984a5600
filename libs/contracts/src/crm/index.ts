// CRM routes and records: contacts, companies, notes, activities, tasks, deals, documents, lists, bulk writes.
export * from './contact.schemas';
export { contactRecordOf } from './contact-message';
export { contactRoutes } from './contacts.routes';
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
} from './company.schemas';
export { companyRoutes } from './companies.routes';
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
} from './note.schemas';
export { noteRoutes } from './notes.routes';
// Contact timeline (activities)
export { ACTIVITY_PAGE_LIMITS, ACTIVITY_TYPES, activityListQuery, activityRecord, type ActivityRecord, type ActivityType } from './activity.schemas';
export { activityRoutes } from './activities.routes';
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
} from './task.schemas';
export { DUE_DATE_FORMAT, normalizeDueDate, parseDue, upperBound, type ParsedDue } from './task-dates';
export { taskRoutes } from './tasks.routes';
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
} from './deal.schemas';
export { dealRoutes } from './deals.routes';
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
} from './document.schemas';
export { dealDocumentRoutes } from './documents.routes';
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
} from './list.schemas';
export { listRoutes } from './lists.routes';
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
} from './bulk.schemas';
export { bulkRoutes } from './bulk.routes';
