import type { LogQuery } from '../domain/log-query';
import type { AttemptLog, AttemptRepository } from '../store/attempt.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { liveWebhook } from './live-webhook';

export interface ListWebhookLogsDeps {
  webhooks: Pick<WebhookRepository, 'findLive'>;
  attempts: Pick<AttemptRepository, 'list'>;
}

/** GET /v1/webhooks/{id}/logs: the webhook's delivery attempts, optionally of one delivery, event or status. */
export class ListWebhookLogs {
  constructor(private readonly deps: ListWebhookLogsDeps) {}

  /** `webhookId` null when the path held none that could exist. */
  async execute(workspaceId: string, webhookId: string | null, query: LogQuery): Promise<{ webhookId: string; items: AttemptLog[]; total: number }> {
    const webhook = await liveWebhook(this.deps.webhooks, workspaceId, webhookId);
    const { items, total } = await this.deps.attempts.list(
      workspaceId,
      webhook.id,
      {
        ...(query.deliveryId !== undefined ? { deliveryId: query.deliveryId } : {}),
        ...(query.event !== undefined ? { event: query.event } : {}),
        ...(query.status !== undefined ? { status: query.status } : {}),
      },
      query.skip,
      query.perPage,
    );
    return { webhookId: webhook.id, items, total };
  }
}
