import { z } from 'zod';

/**
 * Payload schemas of the events this codebase publishes so far. Consumers
 * validate with these before acting; each publisher builds with the same type.
 * Change events carry the entity after the change and `changes`
 * (field -> previous value), so automation can evaluate changed/changed_to.
 */
const record = z.record(z.string(), z.unknown());

export const contactEventSchemas = {
  'contact.created': z.object({ contact: record }),
  'contact.updated': z.object({ contact: record, changes: record }),
  'contact.deleted': z.object({ contact: record }),
} as const;

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  timestamp: z.string(),
  user: z.object({ id: z.string().nullable(), email: z.string().nullable(), type: z.enum(['api_key', 'user']) }),
  action: z.enum(['create', 'update', 'delete', 'login', 'api_access']),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  details: record,
  ip_address: z.string(),
  user_agent: z.string(),
  api_key_id: z.string().nullable(),
});

/**
 * One event carries the audit entries one gateway replica recorded for one
 * workspace since its last flush: an event per API call would cost the bus, the
 * consumer and the store a round each per request.
 */
export const AUDIT_BATCH_MAX = 500;
export const auditRecordedSchema = z.object({ entries: z.array(auditEntrySchema).min(1).max(AUDIT_BATCH_MAX) });
export type AuditRecordedPayload = z.infer<typeof auditRecordedSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
