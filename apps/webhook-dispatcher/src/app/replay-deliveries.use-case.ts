import type { WebhookReplayJobRecord } from '@wbk/contracts';
import { newId, validationError, type Clock } from '@wbk/platform';
import { ALL_EVENTS } from '../domain/event-match';
import { toReplayJobView } from '../domain/replay-job';
import { parseReplayWindow } from '../domain/replay-window';
import { disabledEndpointRefusal } from '../domain/webhook-refusals';
import type { EventArchiveRepository } from '../store/event-archive.repository';
import type { ReplayJobRepository } from '../store/replay-job.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { liveWebhook } from './live-webhook';

export interface ReplayDeliveriesDeps {
  webhooks: Pick<WebhookRepository, 'findLive'>;
  archive: Pick<EventArchiveRepository, 'countInWindow'>;
  replays: Pick<ReplayJobRepository, 'insert'>;
  /** ReplayRunnerJob.kick: a queued replay starts now rather than at the runner's next tick. */
  replayQueued: () => void;
  clock: Clock;
  /** WEBHOOK_ARCHIVE_DAYS in ms: the oldest instant a replay can reach. */
  archiveRetentionMs: number;
  /** WEBHOOK_REPLAY_MAX_EVENTS: the most events one replay job may send. */
  maxReplayEvents: number;
  newId?: () => string;
}

/**
 * POST /v1/webhooks/{id}/replay: queues a replay of the archived events of a
 * window to one webhook. The replay runs in the background (ReplayRunnerJob),
 * so a replay of thousands of events never holds the request.
 */
export class ReplayDeliveries {
  constructor(private readonly deps: ReplayDeliveriesDeps) {}

  /** `body` is the request's JSON body (undefined when there was none); `webhookId` null when the path held none that could exist. */
  async execute(workspaceId: string, webhookId: string | null, body: unknown): Promise<WebhookReplayJobRecord> {
    const { deps } = this;
    const window = parseReplayWindow(body, deps.clock.now(), deps.archiveRetentionMs);
    const webhook = await liveWebhook(deps.webhooks, workspaceId, webhookId);
    if (!webhook.enabled) throw disabledEndpointRefusal();
    const subscribed = webhook.events.includes(ALL_EVENTS) ? null : webhook.events;
    const total = await deps.archive.countInWindow(workspaceId, window.since, window.until, subscribed);
    if (total > deps.maxReplayEvents) {
      throw validationError([{ field: 'until', message: `the window holds ${total} events, more than the ${deps.maxReplayEvents} one replay may send; replay it in smaller windows` }]);
    }
    const job = await deps.replays.insert({
      _id: (deps.newId ?? newId)(),
      workspace_id: workspaceId,
      webhook_id: webhook.id,
      since: window.since.toISOString(),
      until: window.until.toISOString(),
      events: subscribed,
      total,
      created_at: deps.clock.now().toISOString(),
    });
    deps.replayQueued();
    return toReplayJobView(job);
  }
}
