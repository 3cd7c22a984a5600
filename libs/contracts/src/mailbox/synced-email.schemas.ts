import { z } from 'zod';
import { timestamp, uuid } from '../http/schemas';
import { MAIL_PROVIDERS } from './email-sync.schemas';

/**
 * One incoming email mailbox sync stored (internal `email.received`): the CRM
 * puts it on the timeline of every matched contact, and workflows on the
 * `email` entity read its fields.
 */
export const syncedEmailRecord = z
  .strictObject({
    id: uuid,
    provider: z.enum(MAIL_PROVIDERS),
    job_id: uuid.nullable().meta({ description: 'The sync job that found it; null when the provider pushed it.' }),
    thread_id: z.string().nullable(),
    message_id_header: z.string().nullable().meta({ description: 'The RFC 5322 Message-ID, angle brackets included; messages are deduplicated on it.' }),
    in_reply_to: z.string().nullable().meta({ description: 'The In-Reply-To header: the Message-ID this message answers.' }),
    references: z.array(z.string()).meta({ description: 'The References header, oldest first: the thread this message belongs to.' }),
    from: z.string().meta({ description: 'The sender address.' }),
    to: z.array(z.string()),
    cc: z.array(z.string()),
    subject: z.string().nullable(),
    snippet: z.string().nullable().meta({ description: 'The start of the plain-text body.' }),
    received_at: timestamp,
    contact_id: uuid.nullable().meta({ description: 'The contact whose address sent it; null when none matches.' }),
    contact_ids: z.array(uuid).meta({ description: 'Every contact matched among the sender and the recipients.' }),
  })
  .meta({ id: 'SyncedEmail' });
export type SyncedEmailRecord = z.infer<typeof syncedEmailRecord>;
