import { startConsumer, type Bus, type Consumer, type EventHandler } from '@wbk/bus';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { DeliverEvent } from '../app/deliver-event.use-case';
import type { EventArchiveRepository } from '../store/event-archive.repository';
import type { WebhookRepository } from '../store/webhook.repository';

export const FANOUT_DURABLE = 'webhook-fanout';

export interface FanoutDeps {
  webhooks: WebhookRepository;
  archive: EventArchiveRepository;
  deliverEvent: Pick<DeliverEvent, 'execute'>;
}

/**
 * Archives the event (replay needs every event, including those no enabled
 * webhook takes right now) and starts one delivery per enabled subscriber,
 * side by side: the event is acknowledged only once both are done, and each
 * step is idempotent, so a redelivered event neither duplicates nor loses anything.
 * Its data has passed the catalog schema of its type; it is forwarded as the
 * publisher wrote it (same keys, same order), so the rendered body does not
 * depend on the schema.
 */
export function createFanoutHandler(deps: FanoutDeps): EventHandler<WebhookEvent> {
  return async (event) => {
    const archived = { id: event.id, event: event.event, workspace_id: event.workspace_id, occurred_at: event.occurred_at, data: event.data };
    const fanOut = async (): Promise<void> => {
      const subscribers = await deps.webhooks.subscribers(event.workspace_id, event.event);
      await Promise.all(subscribers.map((webhook) => deps.deliverEvent.execute(event.workspace_id, webhook, archived)));
    };
    // Both settle before the handler does, so a failure never leaves half of the work running past the nak.
    const results = await Promise.allSettled([deps.archive.add(event), fanOut()]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  };
}

export function startFanout(options: FanoutDeps & { bus: Bus; store: DocStore; logger: Logger; concurrency: number; ackWaitMs: number }): Promise<Consumer> {
  return startConsumer({
    bus: options.bus,
    // Every public type: one of another type on events.> is a publisher bug and is dead-lettered.
    events: WEBHOOK_EVENTS,
    durable: FANOUT_DURABLE,
    filterSubject: 'events.>',
    handler: createFanoutHandler(options),
    store: options.store,
    logger: options.logger,
    concurrency: options.concurrency,
    ackWaitMs: options.ackWaitMs,
    // The archive and each delivery are keyed by the event id and checked before they are
    // written: they are this consumer's memory of what it applied (every consumer is idempotent).
    rememberProcessed: false,
  });
}
