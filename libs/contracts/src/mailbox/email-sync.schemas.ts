import { z } from 'zod';
import { timestamp, uuid } from '../http/schemas';

/** Neutral stand-ins for the two supported mail providers (spec "POST /v1/email/sync"). */
export const MAIL_PROVIDERS = ['mail_provider_a', 'mail_provider_b'] as const;
export type MailProvider = (typeof MAIL_PROVIDERS)[number];

export const EMAIL_SYNC_MODES = ['incremental', 'full'] as const;
export type EmailSyncMode = (typeof EMAIL_SYNC_MODES)[number];

export const EMAIL_SYNC_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type EmailSyncStatus = (typeof EMAIL_SYNC_STATUSES)[number];

/**
 * Spec "Email sync job" (`job_id`, `status`, `mode`, `queued_at`) with what
 * `email.sync.completed` needs to report the outcome; the mailbox-sync
 * service's routes will declare the rest here.
 */
export const emailSyncJobRecord = z
  .strictObject({
    job_id: uuid,
    status: z.enum(EMAIL_SYNC_STATUSES),
    mode: z.enum(EMAIL_SYNC_MODES).meta({ description: '`incremental` fetches messages newer than the last successful sync; `full` rebuilds the mailbox index.' }),
    provider: z.enum(MAIL_PROVIDERS).nullable().meta({ description: 'The provider synced; null when the job covers every connected provider.' }),
    queued_at: timestamp,
    started_at: timestamp.nullable(),
    finished_at: timestamp.nullable(),
    counts: z
      .strictObject({
        fetched: z.number().int().min(0).meta({ description: 'Messages read from the provider.' }),
        stored: z.number().int().min(0).meta({ description: 'New messages stored (each announced to the CRM for the timeline).' }),
        matched_contacts: z.number().int().min(0).meta({ description: 'Distinct contacts the new messages were matched to.' }),
      })
      .meta({ description: 'So far while running; final once completed or failed.' }),
    error: z.string().nullable().meta({ description: 'Why the job failed; null otherwise.' }),
  })
  .meta({ id: 'EmailSyncJob' });
export type EmailSyncJobRecord = z.infer<typeof emailSyncJobRecord>;
