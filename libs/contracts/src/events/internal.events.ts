import { z } from 'zod';
import { contactNoteRecord } from '../crm/note.schemas';
import { uuid } from '../http/schemas';
import { fieldChanges } from './change-set';
import { calendarEventRecord } from '../mailbox/calendar-event.schemas';
import { syncedEmailRecord } from '../mailbox/synced-email.schemas';
import { sentMessageRecord } from '../outreach/message.schemas';
import type { EventType } from './event-catalog';

/**
 * Payloads of the internal events (`internal.<type>`): never offered to
 * webhooks, so their shapes may change with the services, but publishers and
 * consumers still share them through this one declaration.
 */

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  timestamp: z.string(),
  user: z.object({ id: z.string().nullable(), email: z.string().nullable(), type: z.enum(['api_key', 'user']) }),
  action: z.enum(['create', 'update', 'delete', 'login', 'api_access']),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip_address: z.string(),
  user_agent: z.string(),
  api_key_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * One event carries the audit entries one gateway replica recorded for one
 * workspace since its last flush: an event per API call would cost the bus, the
 * consumer and the store a round each per request.
 */
export const AUDIT_BATCH_MAX = 500;
export const auditRecordedSchema = z.object({ entries: z.array(auditEntrySchema).min(1).max(AUDIT_BATCH_MAX) });
export type AuditRecordedPayload = z.infer<typeof auditRecordedSchema>;

/** A note as the CRM announces it: the contact-note read shape plus both owner ids (exactly one is set), so the timeline needs no lookup. */
export const eventNote = contactNoteRecord.extend({
  contact_id: uuid.nullable().meta({ description: 'Set for a note of a contact.' }),
  company_id: uuid.nullable().meta({ description: 'Set for a note of a company.' }),
});
export type EventNote = z.infer<typeof eventNote>;

export const INTERNAL_EVENT_PAYLOADS = {
  'audit.recorded': auditRecordedSchema,
  'note.created': z.strictObject({ note: eventNote }),
  'message.sent': z.strictObject({ message: sentMessageRecord }),
  'email.received': z.strictObject({ email: syncedEmailRecord }),
  'meeting.created': z.strictObject({ meeting: calendarEventRecord }),
  'meeting.updated': z.strictObject({ meeting: calendarEventRecord, changes: fieldChanges }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
