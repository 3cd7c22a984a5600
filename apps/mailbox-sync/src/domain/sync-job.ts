import type { EmailSyncJobRecord, EmailSyncMode, EmailSyncStatus, EmailSyncTrigger, MailProvider } from '@wbk/contracts';

/** Where a job stands in one mailbox, saved after each page so a resumed job continues there. */
export interface MailboxProgress {
  provider: MailProvider;
  account_id: string;
  /** The mode this mailbox runs in now (an incremental one becomes full after an expired cursor). */
  mode: EmailSyncMode;
  /** The provider's page token (A) or skip token (B) of the next page; null before the first page. */
  page_token: string | null;
  /** The cursor to keep once the listing ends (A: the history id of the first page; B: the last page's delta token). */
  pending_cursor: string | null;
  done: boolean;
}

export interface SyncJob {
  id: string;
  workspace_id: string;
  mode: EmailSyncMode;
  provider: MailProvider | null;
  trigger: EmailSyncTrigger;
  status: EmailSyncStatus;
  /** The connected mailboxes this job covers, in order. */
  mailboxes: MailboxProgress[];
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
  counts: { fetched: number; stored: number; matched_contacts: number };
  /**
   * Pages this job has stored, across its mailboxes. Each message it stores
   * carries the number of its page, so a job resumed after a crash between
   * storing a page and saving its progress knows that page's messages as its
   * own when it reads the page again, and still counts them.
   */
  pages_stored: number;
  /** Contacts matched so far (the count above is their number; kept so a resumed job does not count one twice). */
  matched_contact_ids: string[];
  full_sync_fallback: boolean;
  notes: string[];
  error: string | null;
  idempotency_key: string | null;
}

export const MAX_NOTES = 20;

export function newJob(input: {
  id: string;
  workspaceId: string;
  mode: EmailSyncMode;
  provider: MailProvider | null;
  trigger: EmailSyncTrigger;
  mailboxes: Array<{ provider: MailProvider; account_id: string }>;
  now: Date;
  idempotencyKey: string | null;
}): SyncJob {
  return {
    id: input.id,
    workspace_id: input.workspaceId,
    mode: input.mode,
    provider: input.provider,
    trigger: input.trigger,
    status: 'queued',
    mailboxes: input.mailboxes.map((m) => ({ ...m, mode: input.mode, page_token: null, pending_cursor: null, done: false })),
    queued_at: input.now.toISOString(),
    started_at: null,
    finished_at: null,
    counts: { fetched: 0, stored: 0, matched_contacts: 0 },
    pages_stored: 0,
    matched_contact_ids: [],
    full_sync_fallback: false,
    notes: [],
    error: null,
    idempotency_key: input.idempotencyKey,
  };
}

/** Which page of which job stored a message. */
export interface StoredBy {
  job_id: string;
  page: number;
}

/**
 * Whether a message already in the index was stored by the page this job is
 * storing now: it was, only when a crash came between that page's writes and
 * the job's saved progress, and the resumed job is reading the page again.
 * Such a message counts as stored by the job; any other known one does not.
 */
export function storedByThisPage(storedBy: StoredBy | null, job: Pick<SyncJob, 'id' | 'pages_stored'>): boolean {
  return storedBy !== null && storedBy.job_id === job.id && storedBy.page === job.pages_stored + 1;
}

/** A note once (a resumed page may report the same thing again). */
export function withNote(notes: readonly string[], note: string): string[] {
  if (notes.includes(note)) return [...notes];
  return [...notes, note].slice(-MAX_NOTES);
}

export function toJobView(job: SyncJob): EmailSyncJobRecord {
  const duration = job.started_at !== null && job.finished_at !== null ? Math.max(0, Date.parse(job.finished_at) - Date.parse(job.started_at)) : null;
  return {
    job_id: job.id,
    status: job.status,
    mode: job.mode,
    provider: job.provider,
    trigger: job.trigger,
    queued_at: job.queued_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
    duration_ms: duration,
    counts: { ...job.counts },
    full_sync_fallback: job.full_sync_fallback,
    notes: [...job.notes],
    error: job.error,
  };
}
