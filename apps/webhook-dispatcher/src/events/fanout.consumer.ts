import { startConsumer, type Bus, type Consumer, type EventHandler } from '@wbk/bus';
import { EVENTS_STREAM, isWebhookEvent } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { EventArchiveRepository } from '../store/event-archive.repository';
import type { WebhookRepository } from '../store/webhook.repository';
import type { DeliveryEnqueuer } from './delivery-enqueuer';

export const FANOUT_DURABLE = 'webhook-fanout';

export interface FanoutDeps {
  webhooks: WebhookRepository;
  archive: EventArchiveRepository;
  enqueuer: DeliveryEnqueuer;
}

/**
 * Archive first (replay needs every event, including those no enabled webhook
 * takes right now), then one delivery per enabled subscriber. Each step is
 * idempotent, so a redelivered event neither duplicates nor loses anything.
 */
export function createFanoutHandler(deps: FanoutDeps): EventHandler {
  return async (event) => {
    if (!isWebhookEvent(event.event)) return;
    await deps.archive.add(event);
    const subscribers = await deps.webhooks.subscribers(event.workspace_id, event.event);
    const archived = { id: event.id, event: event.event, workspace_id: event.workspace_id, occurred_at: event.occurred_at, data: event.data };
    for (const webhook of subscribers) await deps.enqueuer.deliver(event.workspace_id, webhook, archived);
  };
}

export function startFanout(options: FanoutDeps & { bus: Bus; store: DocStore; logger: Logger; concurrency?: number }): Promise<Consumer> {
  return startConsumer({
    bus: options.bus,
    stream: EVENTS_STREAM,
    durable: FANOUT_DURABLE,
    filterSubject: 'events.>',
    handler: createFanoutHandler(options),
    store: options.store,
    logger: options.logger,
    concurrency: options.concurrency ?? 8,
  });
}
