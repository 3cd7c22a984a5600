import type { EmailSyncJobRecord, EmailSyncStatus } from '@wbk/contracts';
import { toJobView } from '../domain/sync-job';
import type { SyncJobRepository } from '../store/sync-job.repository';

/** GET /v1/email/sync: the workspace's sync jobs, newest first, optionally of one status. */
export class ListSyncJobs {
  constructor(private readonly deps: { jobs: Pick<SyncJobRepository, 'list'> }) {}

  async execute(workspaceId: string, status: EmailSyncStatus | undefined, page: { skip: number; perPage: number }): Promise<{ items: EmailSyncJobRecord[]; total: number }> {
    const { items, total } = await this.deps.jobs.list(workspaceId, status, page.skip, page.perPage);
    return { items: items.map(toJobView), total };
  }
}
