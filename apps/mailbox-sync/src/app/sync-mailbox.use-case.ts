import type { Clock, Logger } from '@wbk/platform';
import { quotaWaitMs, retryDelayMs } from '../domain/backoff';
import type { MailboxProgress, SyncJob } from '../domain/sync-job';
import { withNote } from '../domain/sync-job';
import type { MailAnswer, MailProviderClient } from '../providers/mail-provider.client';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { MailboxRepository } from '../store/mailbox.repository';
import type { SyncJobRepository } from '../store/sync-job.repository';
import { storePage, type PageStoreDeps } from './sync-mailbox.store-page';

export interface SyncMailboxDeps extends PageStoreDeps {
  jobs: SyncJobRepository;
  mailboxes: MailboxRepository;
  mail: MailProviderClient;
  workspace: WorkspaceSync;
  clock: Clock;
  logger: Logger;
  owner: string;
  pageSize: number;
  maxAttempts: number;
  maxBackoffMs: number;
  leaseMs: number;
  sleep: (ms: number) => Promise<void>;
}

/** Another runner took the job over (this one's lease ran out): stop without writing. */
export class JobLostError extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} was taken over by another runner`);
  }
}

type MailboxOutcome = { ok: true } | { ok: false; error: string };

/** Provider calls of one job that waited on a quota; bounds a provider that never lets us through. */
const MAX_QUOTA_WAITS = 10_000;

/**
 * One mailbox of a job, page by page. Each page is stored (messages and
 * their events in the same writes) before the job records its position, and
 * the mailbox's cursor moves only when the listing ends, so a job resumed
 * after a crash re-reads at most one page, whose messages are known by then
 * and not announced again.
 */
export class SyncMailbox {
  constructor(private readonly deps: SyncMailboxDeps) {}

  private leaseUntil(): string {
    return new Date(this.deps.clock.now().getTime() + this.deps.leaseMs).toISOString();
  }

  async saveProgress(job: SyncJob): Promise<void> {
    if (!(await this.deps.jobs.saveProgress(job, this.deps.owner, this.leaseUntil()))) throw new JobLostError(job.id);
  }

  /** Waits until the mailbox is free of other jobs (they run one at a time per mailbox), renewing this job's lease. */
  private async hold(job: SyncJob, mp: MailboxProgress): Promise<void> {
    const { deps } = this;
    for (;;) {
      if (await deps.mailboxes.hold(job.workspace_id, mp.provider, job.id, mp.mode === 'full', deps.clock.now(), deps.leaseMs)) return;
      await this.saveProgress(job);
      await deps.sleep(250);
    }
  }

  private async fetch(job: SyncJob, mp: MailboxProgress, cursor: string | null, pageToken: string | null): Promise<MailAnswer> {
    const { deps } = this;
    let failures = 0;
    for (let waits = 0; waits < MAX_QUOTA_WAITS; waits += 1) {
      const answer = await deps.mail.list({ provider: mp.provider, accountId: mp.account_id, cursor, pageToken, pageSize: deps.pageSize });
      if (answer.kind === 'rate_limited') {
        job.notes = withNote(job.notes, `${mp.provider}: the provider's request quota was reached; the sync waited as asked (Retry-After) and went on`);
        await deps.sleep(quotaWaitMs(answer.retryAfterMs, deps.maxBackoffMs));
        await this.saveProgress(job);
        continue;
      }
      if (answer.kind === 'unavailable') {
        failures += 1;
        if (failures >= deps.maxAttempts) return answer;
        await deps.sleep(retryDelayMs(failures, deps.maxBackoffMs));
        continue;
      }
      return answer;
    }
    return { kind: 'unavailable', reason: 'the provider kept answering that its quota was reached' };
  }

  private async fail(job: SyncJob, mp: MailboxProgress, status: 'degraded' | 'needs_reauth', error: string): Promise<MailboxOutcome> {
    const { deps } = this;
    await deps.mailboxes.update(job.workspace_id, mp.provider, job.id, { status, last_error: error }, true);
    await deps.workspace.report({ workspaceId: job.workspace_id, category: 'email', provider: mp.provider, accountId: mp.account_id, status, errorMessage: error, lastSyncAt: null });
    return { ok: false, error };
  }

  async execute(job: SyncJob, mp: MailboxProgress): Promise<MailboxOutcome> {
    const { deps } = this;
    const mailbox = await deps.mailboxes.ensure(job.workspace_id, mp.provider, mp.account_id);
    if (mp.mode === 'incremental' && mailbox.cursor === null && mp.page_token === null) {
      mp.mode = 'full';
      job.notes = withNote(job.notes, `${mp.provider}: never synced before, so this job ran a full sync`);
    }
    await this.hold(job, mp);
    let heldAt = deps.clock.now().getTime();
    let next: Promise<MailAnswer> | null = null;
    for (;;) {
      const cursor = mp.mode === 'incremental' ? mailbox.cursor : null;
      const answer = await (next ?? this.fetch(job, mp, cursor, mp.page_token));
      next = null;
      if (answer.kind === 'expired' && mp.mode === 'incremental') {
        mp.mode = 'full';
        mp.page_token = null;
        mp.pending_cursor = null;
        job.full_sync_fallback = true;
        job.notes = withNote(job.notes, `${mp.provider}: the provider expired the sync cursor (${answer.code}); fell back to a full sync in this job`);
        await deps.mailboxes.hold(job.workspace_id, mp.provider, job.id, true, deps.clock.now(), deps.leaseMs);
        await this.saveProgress(job);
        continue;
      }
      if (answer.kind === 'auth') return this.fail(job, mp, 'needs_reauth', `${mp.provider}: the provider refused the account's credentials (${answer.code}); reconnect the mailbox`);
      if (answer.kind === 'expired') return this.fail(job, mp, 'degraded', `${mp.provider}: the provider expired the listing while it was read (${answer.code}); sync again`);
      if (answer.kind === 'refused') return this.fail(job, mp, 'degraded', `${mp.provider}: the provider refused the listing (${answer.status} ${answer.code}: ${answer.message})`);
      if (answer.kind === 'unavailable' || answer.kind === 'rate_limited') {
        const reason = answer.kind === 'unavailable' ? answer.reason : 'quota';
        return this.fail(job, mp, 'degraded', `${mp.provider}: the provider could not be read after ${deps.maxAttempts} attempts (${reason})`);
      }
      const { page } = answer;
      // The next page is read while this one is stored, so the provider's latency hides behind our writes.
      if (page.nextPageToken !== null) {
        next = this.fetch(job, mp, cursor, page.nextPageToken);
        // Handled here so a failure while this page is stored is not reported as unhandled; it is awaited below.
        next.catch(() => undefined);
      }
      await storePage(deps, job, mp, page.messages);
      if (mp.provider === 'mail_provider_a') mp.pending_cursor ??= page.cursor;
      else if (page.cursor !== null) mp.pending_cursor = page.cursor;
      mp.page_token = page.nextPageToken;
      if (page.nextPageToken === null) break;
      await this.saveProgress(job);
      // The mailbox's hold is renewed well before it runs out, not on every page.
      if (deps.clock.now().getTime() - heldAt > deps.leaseMs / 3) {
        await deps.mailboxes.hold(job.workspace_id, mp.provider, job.id, mp.mode === 'full', deps.clock.now(), deps.leaseMs);
        heldAt = deps.clock.now().getTime();
      }
    }
    return this.complete(job, mp, mailbox.cursor);
  }

  private async complete(job: SyncJob, mp: MailboxProgress, previousCursor: string | null): Promise<MailboxOutcome> {
    const { deps } = this;
    if (mp.mode === 'full') await deps.emails.dropUnseen(job.workspace_id, mp.provider, job.id);
    const now = deps.clock.now().toISOString();
    const cursor = mp.pending_cursor ?? previousCursor;
    await deps.mailboxes.update(
      job.workspace_id,
      mp.provider,
      job.id,
      {
        cursor,
        ...(cursor === previousCursor ? {} : { cursor_updated_at: now }),
        message_count: await deps.emails.countIn(job.workspace_id, mp.provider),
        last_sync_at: now,
        ...(mp.mode === 'full' ? { last_full_sync_at: now } : {}),
        status: 'healthy',
        last_error: null,
      },
      true,
    );
    await deps.workspace.report({ workspaceId: job.workspace_id, category: 'email', provider: mp.provider, accountId: mp.account_id, status: 'healthy', errorMessage: null, lastSyncAt: now });
    mp.done = true;
    mp.page_token = null;
    await this.saveProgress(job);
    return { ok: true };
  }
}
