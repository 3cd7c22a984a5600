import { type FieldIssue, isUuid, parsePagination, validationError } from '@wbk/platform';
import { assertOrderedRange, type DateRange, parseDateRange } from './date-range';
import { unknownParams } from './strict-query';

/** Spec "GET /v1/audit-logs"; the filter names `user_id` and `resource_type` are ours (DESIGN.md section 5). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'api_access'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The spec's list, plus the resource types the gateway and the services record
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

export const AUDIT_PER_PAGE = { defaultPerPage: 50, maxPerPage: 200 };
const ALLOWED = ['page', 'per_page', 'action', 'from_date', 'to_date', 'user_id', 'resource_type'];

export interface AuditQuery extends DateRange {
  page: number;
  perPage: number;
  skip: number;
  action: AuditAction | null;
  userId: string | null;
  resourceType: string | null;
}

/** Every problem at once in one validation_error; invalid_date_range only for a well-formed request. */
export function parseAuditQuery(query: Record<string, string>): AuditQuery {
  const issues: FieldIssue[] = unknownParams(query, ALLOWED);
  let paging = { page: 1, perPage: AUDIT_PER_PAGE.defaultPerPage, skip: 0 };
  try {
    paging = parsePagination(query, AUDIT_PER_PAGE);
  } catch (err) {
    const fields = (err as { details?: { fields?: FieldIssue[] } }).details?.fields;
    if (!fields) throw err;
    issues.push(...fields);
  }
  const action = query['action'] || null;
  if (action !== null && !(AUDIT_ACTIONS as readonly string[]).includes(action)) {
    issues.push({ field: 'action', message: `must be one of ${AUDIT_ACTIONS.join(', ')}` });
  }
  const userId = query['user_id'] || null;
  if (userId !== null && !isUuid(userId)) issues.push({ field: 'user_id', message: 'must be a UUID' });
  const resourceType = query['resource_type'] || null;
  if (resourceType !== null && !(AUDIT_RESOURCE_TYPES as readonly string[]).includes(resourceType)) {
    issues.push({ field: 'resource_type', message: `must be one of ${AUDIT_RESOURCE_TYPES.join(', ')}` });
  }
  const range = parseDateRange(query['from_date'], query['to_date'], issues);
  if (issues.length > 0) throw validationError(issues);
  assertOrderedRange(range, query['from_date'], query['to_date']);
  return { ...paging, ...range, action: action as AuditAction | null, userId, resourceType };
}
