import { z } from 'zod';
import { idSchema, pageQuery, timestamp, typeError, uuid } from '../http/schemas';

/** Neutral stand-ins for the two supported mail providers (the startEmailSync operation's `provider`). */
export const MAIL_PROVIDERS = ['mail_provider_a', 'mail_provider_b'] as const;
export type MailProvider = (typeof MAIL_PROVIDERS)[number];

export const EMAIL_SYNC_MODES = ['incremental', 'full'] as const;
export type EmailSyncMode = (typeof EMAIL_SYNC_MODES)[number];

export const EMAIL_SYNC_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type EmailSyncStatus = (typeof EMAIL_SYNC_STATUSES)[number];

/** Who started a job: the on-demand cap counts only `on_demand` jobs. */
export const EMAIL_SYNC_TRIGGERS = ['on_demand', 'scheduled'] as const;
export type EmailSyncTrigger = (typeof EMAIL_SYNC_TRIGGERS)[number];

/** On-demand syncs per workspace in any rolling hour (the public API's limit). */
export const ON_DEMAND_SYNCS_PER_HOUR = 6;

export const EMAIL_SYNC_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

/**
 * The email sync job (`job_id`, `status`, `mode`, `queued_at`) with what a
 * caller needs to tell a stuck or failed sync from a slow one: timings, counts,
 * the error, and notes such as a fallback to a full sync.
 */
export const emailSyncJobRecord = z
  .strictObject({
    job_id: uuid,
    status: z.enum(EMAIL_SYNC_STATUSES),
    mode: z.enum(EMAIL_SYNC_MODES).meta({ description: '`incremental` fetches messages newer than the last successful sync; `full` rebuilds the mailbox index.' }),
    provider: z.enum(MAIL_PROVIDERS).nullable().meta({ description: 'The provider synced; null when the job covers every connected provider.' }),
    trigger: z.enum(EMAIL_SYNC_TRIGGERS).meta({ description: '`scheduled` jobs do not count against the on-demand cap.' }),
    queued_at: timestamp,
    started_at: timestamp.nullable(),
    finished_at: timestamp.nullable(),
    duration_ms: z.number().int().min(0).nullable().meta({ description: 'From start to finish; null until the job ends.' }),
    counts: z
      .strictObject({
        fetched: z.number().int().min(0).meta({ description: 'Messages read from the provider.' }),
        stored: z.number().int().min(0).meta({ description: 'New messages stored (each announced to the CRM for the timeline).' }),
        matched_contacts: z.number().int().min(0).meta({ description: 'Distinct contacts the new messages were matched to.' }),
      })
      .meta({ description: 'So far while running; final once completed or failed.' }),
    full_sync_fallback: z.boolean().meta({ description: 'True when an incremental job found its cursor expired and ran a full sync instead.' }),
    notes: z.array(z.string()).meta({ description: 'What happened along the way, e.g. an expired cursor or a provider quota waited out.' }),
    error: z.string().nullable().meta({ description: 'Why the job failed; null otherwise.' }),
  })
  .meta({ id: 'EmailSyncJob' });
export type EmailSyncJobRecord = z.infer<typeof emailSyncJobRecord>;

export const emailSyncBody = z
  .strictObject({
    mode: z.enum(EMAIL_SYNC_MODES, { error: typeError(`must be one of ${EMAIL_SYNC_MODES.join(', ')}`) }).optional().meta({ default: 'incremental' }),
    provider: z
      .enum(MAIL_PROVIDERS, { error: `must be one of ${MAIL_PROVIDERS.join(', ')}` })
      .optional()
      .meta({ description: 'One connected mail provider; every connected mailbox when omitted.' }),
  })
  .meta({ id: 'EmailSyncRequest' });
export type EmailSyncBody = z.infer<typeof emailSyncBody>;

export const emailSyncJobParams = z.strictObject({ job_id: idSchema.meta({ description: 'The job id POST /v1/email/sync answered.' }) });

export const emailSyncJobListQuery = z.strictObject({
  ...pageQuery(EMAIL_SYNC_PAGE_LIMITS),
  status: z.enum(EMAIL_SYNC_STATUSES, { error: typeError(`must be one of ${EMAIL_SYNC_STATUSES.join(', ')}`) }).optional(),
});

export const MAILBOX_STATUSES = ['healthy', 'degraded', 'needs_reauth'] as const;
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

/** One connected mailbox as mailbox-sync sees it (the listMailboxes operation, ours: makes a stuck or failing sync visible). */
export const mailboxRecord = z
  .strictObject({
    provider: z.enum(MAIL_PROVIDERS),
    account_id: z.string(),
    status: z.enum(MAILBOX_STATUSES),
    cursor: z
      .strictObject({
        kind: z.enum(['history_id', 'delta_token']),
        present: z.boolean().meta({ description: 'False until a first sync completed: the next incremental sync then runs as a full one.' }),
        updated_at: timestamp.nullable(),
      })
      .meta({ description: 'The incremental position (its value stays private).' }),
    message_count: z.number().int().min(0).meta({ description: 'Messages in the mailbox index.' }),
    last_sync_at: timestamp.nullable(),
    last_full_sync_at: timestamp.nullable(),
    last_error: z.string().nullable(),
    running_job_id: uuid.nullable(),
  })
  .meta({ id: 'Mailbox' });
export type MailboxRecord = z.infer<typeof mailboxRecord>;

/** GET /v1/email/mailboxes answers `data.mailboxes`. */
export const mailboxList = z.strictObject({ mailboxes: z.array(mailboxRecord) });
export type MailboxList = z.infer<typeof mailboxList>;
