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

export const auditRecordedSchema = z.object({
  audit: z.object({
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
  }),
});
export type AuditRecordedPayload = z.infer<typeof auditRecordedSchema>;
export type AuditEntry = AuditRecordedPayload['audit'];
