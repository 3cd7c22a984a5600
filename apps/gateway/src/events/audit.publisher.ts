import { newEvent } from '@wbk/bus';
import type { AuditEntry, EventEnvelope } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';

/**
 * Audit entries leave the request path at once: record() only queues, and a
 * drain loop publishes `audit.recorded` events to JetStream in batches, with
 * retries (the envelope id is the Nats-Msg-Id, so a retry after a lost ack is
 * dropped by the stream). A full queue drops the newest entry and logs it: an
 * unbounded queue during a long bus outage would take the gateway down.
 */

export interface AuditSink {
  record(workspaceId: string, entry: AuditEntry): void;
}

export interface AuditPublisherOptions {
  publish: (envelope: EventEnvelope) => Promise<void>;
  logger: Logger;
  maxQueue?: number;
  batchSize?: number;
  retryDelayMs?: number;
}

export class AuditPublisher implements AuditSink {
  private queue: EventEnvelope[] = [];
  private draining = false;
  private stopped = false;
  private dropped = 0;
  private readonly maxQueue: number;
  private readonly batchSize: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: AuditPublisherOptions) {
    this.maxQueue = options.maxQueue ?? 50_000;
    this.batchSize = options.batchSize ?? 256;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
  }

  record(workspaceId: string, entry: AuditEntry): void {
    if (this.queue.length >= this.maxQueue) {
      // Logged once per run of drops rather than per entry, so the log cannot flood too.
      if (this.dropped++ === 0) this.options.logger.error({ max_queue: this.maxQueue }, 'audit queue full: dropping audit entries');
      return;
    }
    this.queue.push(newEvent({ type: 'audit.recorded', workspaceId, data: { audit: entry } }));
    if (!this.draining && !this.stopped) {
      this.draining = true;
      setImmediate(() => void this.drain());
    }
  }

  pending(): number {
    return this.queue.length;
  }

  /** Publishes what is queued, for up to `deadlineMs`, then stops accepting work. */
  async stop(deadlineMs = 3_000): Promise<void> {
    const until = Date.now() + deadlineMs;
    while ((this.queue.length > 0 || this.draining) && Date.now() < until) await delay(50);
    this.stopped = true;
    if (this.queue.length > 0) this.options.logger.warn({ lost: this.queue.length }, 'audit entries not published before shutdown');
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        if (this.dropped > 0) {
          this.options.logger.error({ dropped: this.dropped }, 'audit entries dropped while the queue was full');
          this.dropped = 0;
        }
        const batch = this.queue.splice(0, this.batchSize);
        const results = await Promise.allSettled(batch.map((envelope) => this.options.publish(envelope)));
        const failed = batch.filter((_, i) => results[i]!.status === 'rejected');
        if (failed.length > 0) {
          const first = results.find((r) => r.status === 'rejected');
          this.options.logger.warn({ err: first?.status === 'rejected' ? first.reason : undefined, failed: failed.length }, 'audit publish failed, retrying');
          this.queue = failed.concat(this.queue);
          if (this.stopped) return;
          await delay(this.retryDelayMs);
        }
      }
    } finally {
      this.draining = false;
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
