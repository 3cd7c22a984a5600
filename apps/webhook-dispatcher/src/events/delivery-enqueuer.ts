import type { JetStreamClient } from '@nats-io/jetstream';
import { newId, type Clock, type Logger } from '@wbk/platform';
import { deliveryIdFor, renderDeliveryBody } from '../domain/envelope';
import type { WebhookState } from '../domain/webhook';
import type { DeliveryDoc, DeliveryRepository, NewDelivery } from '../store/delivery.repository';
import type { ArchivedEvent } from '../store/event-archive.repository';
import { publishJob } from './jobs-stream';

export interface DeliveryEnqueuerOptions {
  deliveries: DeliveryRepository;
  js: JetStreamClient;
  clock: Clock;
  logger: Logger;
}

/** The delivery of `event` to `webhook`; `key` as in DeliveryEnqueuer.deliver. */
export function newDelivery(workspaceId: string, webhook: WebhookState, event: ArchivedEvent, key: string, now: Date): NewDelivery {
  const deliveryId = deliveryIdFor(webhook.id, key);
  return {
    _id: deliveryId,
    workspace_id: workspaceId,
    webhook_id: webhook.id,
    event_id: event.id,
    event: event.event,
    body: renderDeliveryBody({ event: event.event, deliveryId, occurredAt: event.occurred_at, workspaceId, data: event.data }),
    created_at: now.toISOString(),
  };
}

/**
 * Creates deliveries and their first job. The store and JetStream cannot be
 * written atomically, so: insert with enqueued=false, publish (msgID = the
 * delivery id), mark enqueued; the sweep (EnqueueSweepJob) re-publishes what
 * a crash left behind, and JetStream drops the duplicate if the first publish
 * got through.
 */
export class DeliveryEnqueuer {
  constructor(private readonly options: DeliveryEnqueuerOptions) {}

  /**
   * `key` distinguishes deliveries of one event to one webhook: the event id
   * for fan-out (exactly once even when the event is redelivered), plus a
   * replay id for replays (each replay is new).
   */
  deliver(workspaceId: string, webhook: WebhookState, event: ArchivedEvent, key: string = event.id): Promise<DeliveryDoc> {
    return this.deliverNew(newDelivery(workspaceId, webhook, event, key, this.options.clock.now()));
  }

  async deliverNew(fresh: NewDelivery): Promise<DeliveryDoc> {
    const delivery = await this.options.deliveries.insertOnce(fresh);
    await this.enqueueIfNeeded(delivery);
    return delivery;
  }

  /**
   * Publishes the job of a pending delivery that has none yet (a new one, or
   * one whose first attempt failed and must wait for its retry).
   */
  async enqueueIfNeeded(delivery: DeliveryDoc): Promise<void> {
    if (delivery.enqueued || delivery.status !== 'pending') return;
    await this.publish(delivery);
    // Not awaited: the flag only spares the sweep a re-publish, which JetStream would drop as a
    // duplicate (msgID) anyway, so its write need not delay the fan-out.
    this.options.deliveries.markEnqueued(delivery._id).catch((err: unknown) => this.options.logger.warn({ err, deliveryId: delivery._id }, 'could not mark a delivery enqueued; the sweep will re-publish it'));
  }

  /** RetryDelivery: a job of its own (own msgID) so it is not deduplicated against the scheduled one. */
  async enqueueManual(delivery: DeliveryDoc): Promise<void> {
    await publishJob(
      this.options.js,
      { delivery_id: delivery._id, webhook_id: delivery.webhook_id, workspace_id: delivery.workspace_id, event_id: delivery.event_id, manual: true, not_before: 0 },
      `${delivery._id}:retry:${newId()}`,
    );
  }

  /** Publishes the job of a delivery a crash left unpublished (the enqueue sweep), then marks it. */
  async republish(delivery: DeliveryDoc): Promise<void> {
    await this.publish(delivery);
    await this.options.deliveries.markEnqueued(delivery._id);
  }

  /** The job carries the delivery's next attempt time, so a retry scheduled by the fan-out waits for it. */
  private async publish(delivery: DeliveryDoc): Promise<void> {
    const notBefore = Date.parse(delivery.next_attempt_at ?? delivery.created_at);
    await publishJob(
      this.options.js,
      {
        delivery_id: delivery._id,
        webhook_id: delivery.webhook_id,
        workspace_id: delivery.workspace_id,
        event_id: delivery.event_id,
        manual: false,
        not_before: Number.isFinite(notBefore) ? notBefore : 0,
      },
      delivery._id,
    );
  }
}
