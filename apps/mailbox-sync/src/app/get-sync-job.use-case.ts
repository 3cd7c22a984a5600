import type { EmailSyncJobRecord } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import { toJobView } from '../domain/sync-job';
import type { SyncJobRepository } from '../store/sync-job.repository';

export function syncJobNotFound(): AppError {
  return new AppError('not_found', 'Sync job not found');
}

/** GET /v1/email/sync/{job_id}. */
export class GetSyncJob {
  constructor(private readonly deps: { jobs: Pick<SyncJobRepository, 'get'> }) {}

  async execute(workspaceId: string, jobId: string): Promise<EmailSyncJobRecord> {
    const job = await this.deps.jobs.get(workspaceId, jobId);
    if (job === null) throw syncJobNotFound();
    return toJobView(job);
  }
}
