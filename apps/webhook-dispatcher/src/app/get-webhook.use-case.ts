import { toWebhookView, type WebhookView } from '../domain/webhook';
import type { WebhookRepository } from '../store/webhook.repository';
import { liveWebhook } from './live-webhook';

/** GET /v1/webhooks/{id} (never its secret). */
export class GetWebhook {
  constructor(private readonly deps: { webhooks: Pick<WebhookRepository, 'findLive'> }) {}

  /** `id` null when the path held none that could exist. */
  async execute(workspaceId: string, id: string | null): Promise<WebhookView> {
    return toWebhookView(await liveWebhook(this.deps.webhooks, workspaceId, id));
  }
}
