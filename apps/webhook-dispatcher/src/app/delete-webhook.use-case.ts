import type { Clock } from '@wbk/platform';
import { webhookNotFound } from '../domain/webhook-refusals';
import type { WebhookRepository } from '../store/webhook.repository';

export interface DeleteWebhookDeps {
  webhooks: Pick<WebhookRepository, 'tombstone'>;
  clock: Clock;
}

/**
 * DELETE /v1/webhooks/{id}: leaves a tombstone, so queued jobs find it and
 * stop. No event: webhooks are configuration, not catalog resources.
 */
export class DeleteWebhook {
  constructor(private readonly deps: DeleteWebhookDeps) {}

  async execute(workspaceId: string, id: string): Promise<void> {
    if (!(await this.deps.webhooks.tombstone(workspaceId, id, this.deps.clock.now().toISOString()))) throw webhookNotFound();
  }
}
