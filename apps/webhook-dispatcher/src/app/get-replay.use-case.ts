import type { WebhookReplayJobRecord } from '@wbk/contracts';
import { toReplayJobView } from '../domain/replay-job';
import { replayNotFound } from '../domain/webhook-refusals';
import type { ReplayJobRepository } from '../store/replay-job.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { liveWebhook } from './live-webhook';

export interface GetReplayDeps {
  webhooks: Pick<WebhookRepository, 'findLive'>;
  replays: Pick<ReplayJobRepository, 'find'>;
}

/** GET /v1/webhooks/{id}/replays/{replay_id}: a replay's progress. */
export class GetReplay {
  constructor(private readonly deps: GetReplayDeps) {}

  /** Ids null when the path held none that could exist; the webhook's absence is answered first. */
  async execute(workspaceId: string, webhookId: string | null, replayId: string | null): Promise<WebhookReplayJobRecord> {
    const webhook = await liveWebhook(this.deps.webhooks, workspaceId, webhookId);
    const job = replayId === null ? null : await this.deps.replays.find(workspaceId, webhook.id, replayId);
    if (!job) throw replayNotFound();
    return toReplayJobView(job);
  }
}
