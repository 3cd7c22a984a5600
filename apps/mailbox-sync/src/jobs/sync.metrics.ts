import { counter } from '@wbk/platform';

const jobs = counter({ name: 'wbk_sync_jobs_total', help: 'Sync jobs that ended, by outcome (completed or failed).', labelNames: ['outcome'] });
for (const outcome of ['completed', 'failed']) jobs.inc({ outcome }, 0);

export function countSyncJob(outcome: 'completed' | 'failed'): void {
  jobs.inc({ outcome });
}
