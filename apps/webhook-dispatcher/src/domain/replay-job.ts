import type { WebhookReplayJobRecord } from '@wbk/contracts';
import type { ReplayJobDoc } from '../store/replay-job.repository';

/** The public view of a replay job (GET /v1/webhooks/{id}/replays/{replay_id}). */
export function toReplayJobView(job: ReplayJobDoc): WebhookReplayJobRecord {
  return {
    id: job._id,
    webhook_id: job.webhook_id,
    status: job.status,
    since: job.since,
    until: job.until,
    total: job.total,
    replayed: job.replayed,
    error: job.error,
    created_at: job.created_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
  };
}

/** Why a replay cannot go on, or null while its webhook can still receive it. */
export function replayStopReason(webhook: { enabled: boolean; deleted: boolean } | null): string | null {
  if (!webhook || webhook.deleted) return 'the webhook was deleted during the replay';
  if (!webhook.enabled) return 'the webhook was disabled during the replay; enable it and replay the rest of the window';
  return null;
}
