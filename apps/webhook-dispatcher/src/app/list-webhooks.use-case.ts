import { toWebhookView, type WebhookView } from '../domain/webhook';
import type { WebhookRepository } from '../store/webhook.repository';

/** GET /v1/webhooks: the workspace's live webhooks (never their secrets). */
export class ListWebhooks {
  constructor(private readonly deps: { webhooks: Pick<WebhookRepository, 'list'> }) {}

  async execute(workspaceId: string, page: { skip: number; perPage: number }): Promise<{ items: WebhookView[]; total: number }> {
    const { items, total } = await this.deps.webhooks.list(workspaceId, page.skip, page.perPage);
    return { items: items.map(toWebhookView), total };
  }
}
