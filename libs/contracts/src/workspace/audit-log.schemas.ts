import { z } from 'zod';
import { jsonObject, pageQuery, timestamp, uuid } from '../http/schemas';
import { parseDateBound, type DateBound } from './audit-date';

/** The listAuditLogs operation; the filter names `user_id` and `resource_type` are the project's choice. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'api_access'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The workspace's record types (contacts through users, the first entries), plus the ones the gateway and the services record
 * for the other endpoints (settings, providers, audit logs, workflows, ...), so
 * every recorded type can be filtered on. A value outside it is refused rather
 * than silently matching nothing.
 */
export const AUDIT_RESOURCE_TYPES = [
  'contacts',
  'companies',
  'deals',
  'tasks',
  'notes',
  'lists',
  'campaigns',
  'webhooks',
  'api_keys',
  'users',
  'settings',
  'providers',
  'audit_logs',
  'workflows',
  'documents',
  'calendar_events',
  'assistant_tasks',
  'assistant',
  'prospects',
  'enrichment',
  'channels',
  'messages',
  'email',
  'email_sync',
  'activities',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** listAuditLogs pages: default 50, max 200 (the public limit). */
export const AUDIT_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

/** Who acted: `api_key` for calls through the API (id null), `system` for operator changes made through the dashboard or the CLI. */
export const AUDIT_USER_TYPES = ['api_key', 'user', 'system'] as const;

/** One audit log entry as listAuditLogs answers it, exactly these fields. */
export const auditLogEntryRecord = z
  .strictObject({
    id: uuid,
    timestamp,
    user: z.strictObject({
      id: z.string().nullable().meta({ description: 'The acting person; null for calls made with an API key and for operator changes.' }),
      email: z.string().nullable(),
      type: z.enum(AUDIT_USER_TYPES).meta({ description: '`api_key`: a call through this API; `system`: an operator change through the dashboard or the CLI.' }),
    }),
    action: z.enum(AUDIT_ACTIONS),
    resource_type: z.string().meta({ description: 'What the call was about, e.g. `contacts`.' }),
    resource_id: z.string().nullable().meta({ description: 'The record the call was about (the new record on a create); null when it was about no single record.' }),
    details: jsonObject.meta({ description: 'For API calls: method, path, request_id, status_code, api_key_id, and `diff` (field to `{from, to}`) for an update.' }),
    ip_address: z.string().nullable().meta({ description: "The caller's IPv4 or IPv6 address; null on operator changes." }),
    user_agent: z.string(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntryRecord = z.infer<typeof auditLogEntryRecord>;

const DATE_MESSAGE = 'must be an ISO 8601 date (YYYY-MM-DD) or timestamp (YYYY-MM-DDTHH:MM:SSZ)';

/** A date or timestamp bound read as the instant it stands for (a date alone is the start or the end of that UTC day). */
function dateBound(bound: DateBound, description: string) {
  return z
    .string()
    .transform((raw, ctx) => {
      const instant = parseDateBound(raw, bound);
      if (instant === null) {
        ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
        return z.NEVER;
      }
      return instant;
    })
    .optional()
    .meta({ description, example: '2026-03-01' });
}

/** The order of the two bounds is the service's check: 400 invalid_date_range, only once every parameter is well formed. */
export const auditLogListQuery = z.strictObject({
  ...pageQuery(AUDIT_PAGE_LIMITS),
  action: z
    .enum(AUDIT_ACTIONS, { error: `must be one of ${AUDIT_ACTIONS.join(', ')}` })
    .optional()
    .meta({ description: 'Only entries of this action; `api_access` is a read or a refused call.' }),
  from_date: dateBound('from', 'Entries at or after this instant; a date alone (YYYY-MM-DD) starts at 00:00:00.000Z. A timestamp without an offset is UTC.'),
  to_date: dateBound('to', 'Entries at or before this instant; a date alone runs through 23:59:59.999Z of that day. A timestamp without an offset is UTC.'),
  user_id: uuid.optional().meta({ description: 'Only entries of this acting user.' }),
  resource_type: z
    .enum(AUDIT_RESOURCE_TYPES, { error: `must be one of ${AUDIT_RESOURCE_TYPES.join(', ')}` })
    .optional()
    .meta({ description: 'Only entries about this kind of resource.' }),
});
export type AuditLogListQuery = z.output<typeof auditLogListQuery>;
