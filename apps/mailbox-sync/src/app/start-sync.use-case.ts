import { ON_DEMAND_SYNCS_PER_HOUR, type EmailSyncMode, type MailProvider } from '@wbk/contracts';
import { AppError, newId, type Clock } from '@wbk/platform';
import { capReached, freeSlot } from '../domain/on-demand-cap';
import { newJob, type SyncJob } from '../domain/sync-job';
import { derivedId } from '../domain/synced-message';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { CapSlotRepository } from '../store/cap-slot.repository';
import type { MailboxRepository } from '../store/mailbox.repository';
import type { SyncJobRepository } from '../store/sync-job.repository';

export interface StartSyncDeps {
  jobs: SyncJobRepository;
  mailboxes: MailboxRepository;
  slots: CapSlotRepository;
  workspace: WorkspaceSync;
  clock: Clock;
  /** Wakes the job runner. */
  kick: () => void;
}

export interface SyncRequest {
  workspaceId: string;
  mode: EmailSyncMode;
  provider: MailProvider | null;
  idempotencyKey: string | null;
}

/** Attempts at a free cap slot before giving up on a burst of concurrent calls (each failed attempt means another call took one). */
const SLOT_ATTEMPTS = ON_DEMAND_SYNCS_PER_HOUR * 2;

/**
 * POST /v1/email/sync: queues an on-demand sync job, checked against
 * connections, a running full sync and the hourly cap, in that order; a keyed
 * retry answers its job and counts nothing. Scheduled syncs take no cap and
 * are queued by StartScheduledSync.
 */
export class StartSync {
  constructor(private readonly deps: StartSyncDeps) {}

  async execute(request: SyncRequest): Promise<SyncJob> {
    const { deps } = this;
    const jobId = request.idempotencyKey === null ? newId() : derivedId(request.workspaceId, 'email-sync', request.idempotencyKey);
    if (request.idempotencyKey !== null) {
      const existing = await deps.jobs.get(request.workspaceId, jobId);
      if (existing) return existing;
    }
    const profile = await deps.workspace.profile(request.workspaceId);
    const connected = profile.mailboxes.map((m) => m.provider);
    const targets = request.provider === null ? profile.mailboxes : profile.mailboxes.filter((m) => m.provider === request.provider);
    if (targets.length === 0) {
      throw new AppError(
        'insufficient_permissions',
        request.provider === null
          ? 'No mailbox is connected for this workspace: connect mail_provider_a or mail_provider_b first'
          : `${request.provider} is not connected for this workspace${connected.length > 0 ? ` (connected: ${connected.join(', ')})` : ''}: connect it first or omit provider`,
        { provider: request.provider, connected },
      );
    }
    const running = await deps.jobs.activeFullSync(
      request.workspaceId,
      targets.map((t) => t.provider),
    );
    if (running) {
      const provider = running.mailboxes.find((m) => m.mode === 'full' && !m.done && targets.some((t) => t.provider === m.provider))?.provider ?? targets[0]!.provider;
      throw new AppError('sync_in_progress', `A full sync of ${provider} is under way (job ${running.id}); wait until GET /v1/email/sync/${running.id} shows it completed`, {
        job_id: running.id,
        provider,
      });
    }
    for (const t of targets) await deps.mailboxes.ensure(request.workspaceId, t.provider, t.account_id);
    const slot = await this.takeSlot(request.workspaceId, jobId);
    const job = newJob({ id: jobId, workspaceId: request.workspaceId, mode: request.mode, provider: request.provider, trigger: 'on_demand', mailboxes: targets, now: deps.clock.now(), idempotencyKey: request.idempotencyKey });
    let inserted: boolean;
    try {
      inserted = await deps.jobs.insert(job);
    } catch (err) {
      await deps.slots.giveBack(request.workspaceId, slot.index, jobId, slot.previous);
      throw err;
    }
    if (!inserted) {
      // A concurrent call with the same key created it first: that one counts, this one does not.
      await deps.slots.giveBack(request.workspaceId, slot.index, jobId, slot.previous);
      return (await deps.jobs.get(request.workspaceId, jobId)) ?? job;
    }
    deps.kick();
    return job;
  }

  private async takeSlot(workspaceId: string, jobId: string): Promise<{ index: number; previous: string | null }> {
    const { deps } = this;
    for (let attempt = 0; attempt < SLOT_ATTEMPTS; attempt += 1) {
      const now = deps.clock.now();
      const slots = await deps.slots.list(workspaceId);
      const index = freeSlot(slots, ON_DEMAND_SYNCS_PER_HOUR, now);
      if (index === null) throw capReached(slots, ON_DEMAND_SYNCS_PER_HOUR, now);
      const previous = slots.find((s) => s.index === index)?.usedAt ?? null;
      if (await deps.slots.take(workspaceId, index, previous, jobId, now)) return { index, previous };
    }
    throw capReached(await deps.slots.list(workspaceId), ON_DEMAND_SYNCS_PER_HOUR, deps.clock.now());
  }
}
