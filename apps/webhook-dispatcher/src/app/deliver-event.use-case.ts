import type { Clock } from '@wbk/platform';
import type { WebhookState } from '../domain/webhook';
import { attemptReport, ENDPOINT_BUSY, type AttemptReport, type AttemptSender, type LocalDeliveryBackend } from '../app/delivery-backend';
import { newDelivery, type DeliveryEnqueuer } from '../events/delivery-enqueuer';
import { deliveryHeaders, type SignFn } from '../providers/webhook-signer';
import type { DeliveryRepository, NewDelivery } from '../store/delivery.repository';
import type { ArchivedEvent } from '../store/event-archive.repository';

export interface DeliverEventDeps {
  deliveries: DeliveryRepository;
  backend: LocalDeliveryBackend;
  enqueuer: DeliveryEnqueuer;
  sender: AttemptSender;
  sign: SignFn;
  clock: Clock;
  timeoutMs: number;
  /** First attempts in flight in this replica; beyond it new deliveries take the job path. */
  maxInFlight: number;
}

/**
 * Delivers one event to one subscribed webhook. The fan-out makes the first
 * attempt of each new delivery itself instead of publishing a job for it:
 * most deliveries succeed at once, and this spares each of them a job's
 * publish, pull and ack and three store writes.
 *
 * The event stays unacknowledged until the attempt is recorded, so a crash in
 * between redelivers the event and the attempt is made again (at-least-once,
 * same delivery id). A delivery that cannot be attempted at once (its endpoint
 * at the sender's cap, or maxInFlight reached) takes the job path, so a slow
 * endpoint holds at most its own cap of fan-out slots and never the others'.
 * Failed first attempts get a job that waits for the schedule's next attempt.
 */
export class DeliverEvent {
  private inFlight = 0;

  constructor(private readonly options: DeliverEventDeps) {}

  async execute(workspaceId: string, webhook: WebhookState, event: ArchivedEvent): Promise<void> {
    const { options } = this;
    const fresh = newDelivery(workspaceId, webhook, event, event.id, options.clock.now());
    const existing = await options.deliveries.findById(fresh._id);
    if (existing) {
      // A redelivered event: only a job that a crash kept from being published may be missing.
      await options.enqueuer.enqueueIfNeeded(existing);
      return;
    }
    if (this.inFlight >= options.maxInFlight) {
      await options.enqueuer.deliverNew(fresh);
      return;
    }
    const report = await this.attempt(webhook, fresh);
    if (report === null) {
      await options.enqueuer.deliverNew(fresh);
      return;
    }
    const { verdict, delivery } = await options.backend.recordFirstAttempt(fresh, report);
    if (delivery && !verdict.final) await options.enqueuer.enqueueIfNeeded(delivery);
  }

  /** Null when nothing was sent because the endpoint is at its cap. */
  private async attempt(webhook: WebhookState, fresh: NewDelivery): Promise<AttemptReport | null> {
    const { options } = this;
    this.inFlight += 1;
    try {
      const result = await options.sender.send({
        url: webhook.url,
        body: fresh.body,
        headers: deliveryHeaders(options.sign, webhook.secret, fresh.body, fresh._id, options.clock.now()),
        timeoutMs: options.timeoutMs,
      });
      return result.error === ENDPOINT_BUSY ? null : attemptReport(fresh._id, false, result);
    } finally {
      this.inFlight -= 1;
    }
  }
}
