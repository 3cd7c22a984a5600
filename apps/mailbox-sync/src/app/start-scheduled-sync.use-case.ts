import type { MailProvider } from '@wbk/contracts';
import { newId, type Clock } from '@wbk/platform';
import { newJob, type SyncJob } from '../domain/sync-job';
import type { SyncJobRepository } from '../store/sync-job.repository';

export interface StartScheduledSyncDeps {
  jobs: SyncJobRepository;
  clock: Clock;
  /** Wakes the job runner. */
  kick: () => void;
}

/**
 * A scheduled incremental sync of one mailbox, unless one of its jobs is
 * already queued or running. Never counted against the on-demand cap: the
 * cap limits what a caller may ask for, not the service's own schedule.
 */
export class StartScheduledSync {
  constructor(private readonly deps: StartScheduledSyncDeps) {}

  async execute(workspaceId: string, provider: MailProvider, accountId: string): Promise<SyncJob | null> {
    const { deps } = this;
    if (await deps.jobs.hasActive(workspaceId, provider)) return null;
    const job = newJob({ id: newId(), workspaceId, mode: 'incremental', provider, trigger: 'scheduled', mailboxes: [{ provider, account_id: accountId }], now: deps.clock.now(), idempotencyKey: null });
    await deps.jobs.insert(job);
    deps.kick();
    return job;
  }
}
