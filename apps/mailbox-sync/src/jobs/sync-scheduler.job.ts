import type { Clock, Logger } from '@wbk/platform';
import type { StartScheduledSync } from '../app/start-scheduled-sync.use-case';
import type { SyncCalendar } from '../app/sync-calendar.use-case';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { CalendarRepository } from '../store/calendar.repository';
import type { MailboxRepository } from '../store/mailbox.repository';

export interface SyncSchedulerJobDeps {
  mailboxes: MailboxRepository;
  calendars: CalendarRepository;
  startScheduledSync: StartScheduledSync;
  syncCalendar: SyncCalendar;
  workspace: WorkspaceSync;
  clock: Clock;
  logger: Logger;
  intervalMs: number;
}

/**
 * Scheduled syncs: every mailbox and calendar not synced for an interval gets
 * an incremental sync (never counted against the on-demand cap). Mailboxes
 * become known when a workspace connects one (LearnMailboxes) or syncs
 * on demand; one that is no longer connected is skipped.
 */
export class SyncSchedulerJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly deps: SyncSchedulerJobDeps) {}

  start(): void {
    if (this.deps.intervalMs === 0) return;
    this.timer = setInterval(() => this.tick(), Math.max(1_000, Math.floor(this.deps.intervalMs / 4)));
  }

  tick(): void {
    if (this.running) return;
    this.running = this.pass()
      .catch((err: unknown) => this.deps.logger.warn({ err }, 'scheduled sync pass failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  private due(lastSyncAt: string | null): boolean {
    return lastSyncAt === null || Date.parse(lastSyncAt) + this.deps.intervalMs <= this.deps.clock.now().getTime();
  }

  private async pass(): Promise<void> {
    const { deps } = this;
    for (const mailbox of await deps.mailboxes.all()) {
      if (!this.due(mailbox.last_sync_at) || mailbox.running_job_id !== null) continue;
      const profile = await deps.workspace.profile(mailbox.workspace_id);
      const connection = profile.mailboxes.find((m) => m.provider === mailbox.provider && m.account_id === mailbox.account_id);
      if (connection) await deps.startScheduledSync.execute(mailbox.workspace_id, connection.provider, connection.account_id);
    }
    const workspaces = new Set((await deps.calendars.all()).filter((c) => this.due(c.last_sync_at)).map((c) => c.workspace_id));
    for (const ws of workspaces) await deps.syncCalendar.execute(ws);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
