// Workspace routes and records: settings, providers, users, audit logs.
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
} from './settings.schemas';
// Workspace: users
export { USER_PAGE_LIMITS, USER_ROLES, userListQuery, userRecord, type UserRecord, type UserRole } from './user.schemas';
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
} from './audit-log.schemas';
export { parseDateBound, type DateBound } from './audit-date';
export { workspaceRoutes } from './workspace.routes';
// Workspace: the credit ledger
export {
  CREDIT_LEDGER_PAGE_LIMITS,
  CREDIT_REASONS,
  creditLedgerEntry,
  creditLedgerQuery,
  type CreditLedgerEntry,
  type CreditReason,
} from './credit-ledger.schemas';
export { creditRoutes } from './credits.routes';
