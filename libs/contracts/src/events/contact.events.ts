import { z } from 'zod';
import { contactRecord } from '../crm/contact.schemas';
import { timestamp } from '../http/schemas';
import { eventCount, fieldChanges } from './change-set';
import type { EventType } from './event-catalog';

/**
 * A contact as events carry it: the public read shape without includes, plus
 * `created_at`, the name the payload envelope gives it for a contact (the
 * same instant as `created_date`).
 */
export const eventContact = contactRecord
  .extend({ created_at: timestamp.meta({ description: 'Same instant as created_date; the name the spec gives it in events.' }) })
  .meta({ id: 'EventContact' });
export type EventContact = z.infer<typeof eventContact>;

export const CONTACT_EVENT_PAYLOADS = {
  'contact.created': z.strictObject({ contact: eventContact }),
  'contact.updated': z.strictObject({ contact: eventContact, changes: fieldChanges }),
  'contact.deleted': z.strictObject({ contact: eventContact }),
  'contact.bulk_created': z.strictObject({ contacts: z.array(eventContact), count: eventCount }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
