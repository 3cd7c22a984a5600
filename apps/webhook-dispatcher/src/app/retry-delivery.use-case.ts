import type { WebhookRetryRecord } from '@wbk/contracts';
import { deliveryNotFound, disabledEndpointRefusal } from '../domain/webhook-refusals';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import type { DeliveryRepository } from '../store/delivery.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import { liveWebhook } from './live-webhook';

export interface RetryDeliveryDeps {
  webhooks: Pick<WebhookRepository, 'findLive'>;
  deliveries: Pick<DeliveryRepository, 'findForWebhook'>;
  enqueuer: Pick<DeliveryEnqueuer, 'enqueueManual'>;
}

/**
 * POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry: one extra attempt
 * of the delivery now, outside its schedule (a job of its own, so it is not
 * deduplicated against the scheduled one).
 */
export class RetryDelivery {
  constructor(private readonly deps: RetryDeliveryDeps) {}

  /** `deliveryId` null: the path held no delivery id that could exist (checked after the webhook, whose absence is the first answer). */
  async execute(workspaceId: string, webhookId: string | null, deliveryId: string | null): Promise<WebhookRetryRecord> {
    const { deps } = this;
    const webhook = await liveWebhook(deps.webhooks, workspaceId, webhookId);
    const delivery = deliveryId === null ? null : await deps.deliveries.findForWebhook(workspaceId, webhook.id, deliveryId);
    if (!delivery) throw deliveryNotFound();
    if (!webhook.enabled) throw disabledEndpointRefusal();
    await deps.enqueuer.enqueueManual(delivery);
    return { delivery_id: delivery._id, webhook_id: webhook.id, event: delivery.event, status: 'queued' };
  }
}
