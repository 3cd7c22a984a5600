import type { WebhookState } from '../domain/webhook';
import { webhookNotFound } from '../domain/webhook-refusals';
import type { WebhookRepository } from '../store/webhook.repository';

/** The workspace's webhook with this id, unless deleted; not_found otherwise (and for a null id: the path held none that could exist). */
export async function liveWebhook(webhooks: Pick<WebhookRepository, 'findLive'>, workspaceId: string, id: string | null): Promise<WebhookState> {
  const webhook = id === null ? null : await webhooks.findLive(workspaceId, id);
  if (!webhook) throw webhookNotFound();
  return webhook;
}
