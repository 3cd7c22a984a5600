import type { Clock, Logger } from '@wbk/platform';
import { syncCompleted } from '../events/sync-events';
import type { SyncJob } from '../domain/sync-job';
import type { SyncJobRepository } from '../store/sync-job.repository';
import { JobLostError, type SyncMailbox } from '../app/sync-mailbox.use-case';
import { countSyncJob } from './sync.metrics';

export interface SyncRunnerJobDeps {
  jobs: SyncJobRepository;
  syncMailbox: SyncMailbox;
  clock: Clock;
  logger: Logger;
  owner: string;
  leaseMs: number;
  pollMs: number;
  concurrency: number;
  /**
   * Jobs of one workspace run at once at most: one tenant's long full syncs
   * cannot take every slot while another's jobs wait.
   */
  perWorkspace: number;
  afterWrite: () => void;
  /** Called once a job ended (the calendars of its workspace sync along). */
  afterJob?: (job: SyncJob) => void;
}

/**
 * Takes queued jobs (and running ones whose runner went away) and runs them,
 * a few at once, at most `perWorkspace` of one workspace. A new job wakes it
 * at once; the poll only catches jobs another replica queued or left behind.
 */
export class SyncRunnerJob {
  private timer: NodeJS.Timeout | undefined;
  private active = new Set<Promise<void>>();
  /** Jobs running now, by workspace. */
  private running = new Map<string, number>();
  private claiming = false;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: SyncRunnerJobDeps) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.deps.pollMs);
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = true;
    void this.fill()
      .catch((err: unknown) => this.deps.logger.warn({ err }, 'could not claim sync jobs, will retry'))
      .finally(() => {
        this.claiming = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.active.size < this.deps.concurrency) {
      const full = [...this.running].filter(([, count]) => count >= this.deps.perWorkspace).map(([workspaceId]) => workspaceId);
      const job = await this.deps.jobs.claim(this.deps.owner, this.deps.clock.now(), this.deps.leaseMs, full);
      if (job === null) return;
      const workspaceId = job.workspace_id;
      this.running.set(workspaceId, (this.running.get(workspaceId) ?? 0) + 1);
      const run: Promise<void> = this.run(job).finally(() => {
        this.active.delete(run);
        const left = (this.running.get(workspaceId) ?? 1) - 1;
        if (left === 0) this.running.delete(workspaceId);
        else this.running.set(workspaceId, left);
        this.kick();
      });
      this.active.add(run);
    }
  }

  /** Runs one job to its end; exported behaviour for tests through runOnce. */
  async run(job: SyncJob): Promise<void> {
    const { deps } = this;
    try {
      let error: string | null = null;
      for (const mp of job.mailboxes) {
        if (mp.done) continue;
        const outcome = await deps.syncMailbox.execute(job, mp);
        if (!outcome.ok) {
          error = outcome.error;
          break;
        }
      }
      job.status = error === null ? 'completed' : 'failed';
      job.error = error;
      job.finished_at = deps.clock.now().toISOString();
      if (await deps.jobs.finish(job, deps.owner, [syncCompleted(job, deps.clock)])) {
        countSyncJob(job.status);
        deps.afterWrite();
      }
      deps.logger.info({ workspace_id: job.workspace_id, job_id: job.id, status: job.status, counts: job.counts }, 'sync job ended');
      deps.afterJob?.(job);
    } catch (err) {
      if (err instanceof JobLostError) return void deps.logger.warn({ job_id: job.id }, err.message);
      // Store or peer trouble: the lease runs out and a runner resumes the job from its last saved page.
      deps.logger.error({ err, job_id: job.id }, 'sync job interrupted; it resumes when its lease runs out');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.active]);
  }
}
