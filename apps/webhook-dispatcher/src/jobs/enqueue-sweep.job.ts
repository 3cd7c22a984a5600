import type { Clock, Logger } from '@wbk/platform';
import type { DeliveryEnqueuer } from '../events/delivery-enqueuer';
import type { DeliveryRepository } from '../store/delivery.repository';

export interface EnqueueSweepJobOptions {
  deliveries: Pick<DeliveryRepository, 'unenqueued'>;
  enqueuer: Pick<DeliveryEnqueuer, 'republish'>;
  clock: Clock;
  logger: Logger;
  /** How often the sweep looks for deliveries whose job was never published. */
  intervalMs?: number;
  /** A delivery younger than this is probably being enqueued right now. */
  graceMs?: number;
}

const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_GRACE_MS = 5_000;
const SWEEP_BATCH = 500;

/**
 * The store and JetStream cannot be written atomically: a crash between a
 * delivery's insert and its job's publish leaves it with no job. This sweep
 * re-publishes those; JetStream drops the duplicate (msgID = the delivery id)
 * when the first publish did get through.
 */
export class EnqueueSweepJob {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(private readonly options: EnqueueSweepJobOptions) {}

  start(): void {
    const interval = this.options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .then(() => undefined)
        .catch((err: unknown) => this.options.logger.warn({ err }, 'delivery enqueue sweep failed; will retry'))
        .finally(() => (this.sweeping = undefined));
    }, interval);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One pass; the number of deliveries re-published. */
  async sweep(): Promise<number> {
    const grace = this.options.graceMs ?? DEFAULT_GRACE_MS;
    const before = new Date(this.options.clock.now().getTime() - grace).toISOString();
    const stale = await this.options.deliveries.unenqueued(before, SWEEP_BATCH);
    for (const delivery of stale) await this.options.enqueuer.republish(delivery);
    if (stale.length > 0) this.options.logger.info({ count: stale.length }, 're-enqueued deliveries left behind by a crash');
    return stale.length;
  }
}
