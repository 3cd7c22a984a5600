import { AUDIT_PAGE_LIMITS, auditLogListQuery, pageOf, parseQuery, type AuditAction } from '@wbk/contracts';
import { assertOrderedRange, type DateRange } from './date-range';

export { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES, type AuditAction } from '@wbk/contracts';

export const AUDIT_PER_PAGE = AUDIT_PAGE_LIMITS;

export interface AuditQuery extends DateRange {
  page: number;
  perPage: number;
  skip: number;
  action: AuditAction | null;
  userId: string | null;
  resourceType: string | null;
}

/**
 * GET /v1/audit-logs, parsed with the route's declared query (libs/contracts):
 * every malformed parameter at once in one validation_error, and
 * invalid_date_range only for a well-formed request.
 */
export function parseAuditQuery(query: Record<string, string>): AuditQuery {
  const parsed = parseQuery(auditLogListQuery, query);
  const range: DateRange = { from: parsed.from_date ?? null, to: parsed.to_date ?? null };
  assertOrderedRange(range, query['from_date'], query['to_date']);
  return {
    ...pageOf(parsed, AUDIT_PAGE_LIMITS),
    ...range,
    action: parsed.action ?? null,
    userId: parsed.user_id ?? null,
    resourceType: parsed.resource_type ?? null,
  };
}
